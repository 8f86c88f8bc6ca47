import type { Database } from '../../db/client.ts';
import { lastActiveAtOf } from './last-active.ts';
import { loadActivityRows } from './rollup.queries.ts';

/**
 * When each account among `userIds` last did something in the programme, read from its rows
 * now and worked out as the insights work it out: for lists outside the insights (the
 * console's creators list) that must agree with them.
 */
export async function readLastActive(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Date | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await loadActivityRows(db, userIds);
  return new Map([...rows].map(([id, activity]) => [id, lastActiveAtOf(activity)]));
}
