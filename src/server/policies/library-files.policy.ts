import type { AuthenticatedUser } from '../http/app-env.ts';

/**
 * Staff manage the library, so they open every file in it, deleted or in a
 * section still locked; a creator opens only what their progress unlocked.
 */
export function canReadEveryLibraryFile(viewer: Pick<AuthenticatedUser, 'isStaff'>): boolean {
  return viewer.isStaff;
}
