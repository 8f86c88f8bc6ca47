import { publicNameOf } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { listProfiles } from './buddy-views.queries.ts';

/** How creators are shown to one another: public name and avatar, never their address. */
export function toPublicProfile(row: {
  id: string;
  name: string;
  emailName: string;
  image: string | null;
}) {
  return { id: row.id, name: publicNameOf(row), avatar: row.image };
}

/** Public names of a few creators, by id (for the words of notifications and refusals). */
export async function publicNamesOf(db: Database, userIds: string[]) {
  const rows = await listProfiles(db, userIds);
  return new Map(rows.map((row) => [row.id, publicNameOf(row)]));
}
