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

/**
 * What a creator shares of their profile beyond the name: "What I create" and
 * their links, when they chose to be findable; null (nothing) otherwise.
 */
export function sharedProfileOf(row: { sharedBio: string | null; sharedLinks: string[] | null }) {
  return row.sharedBio === null ? null : { bio: row.sharedBio, links: row.sharedLinks ?? [] };
}

/** Public names of a few creators, by id (for the words of notifications and refusals). */
export async function publicNamesOf(db: Database, userIds: string[]) {
  const rows = await listProfiles(db, userIds);
  return new Map(rows.map((row) => [row.id, publicNameOf(row)]));
}
