import type { Database } from '../../db/client.ts';
import { listBuddyPairsOf } from './buddies-console.queries.ts';

/** On a creator's page in the staff console: their buddies, current and past. */
export async function buddyPairsOfCreator(deps: { db: Database }, input: { userId: string }) {
  return listBuddyPairsOf(deps.db, input.userId);
}
