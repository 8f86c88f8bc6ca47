import { can } from '#shared/rules/staff-permissions.ts';
import type { AuthenticatedUser } from '../http/app-env.ts';

/**
 * Staff who manage the library (`library:manage`) open every file in it,
 * deleted or in a section still locked; everyone else opens only what their
 * progress unlocked.
 */
export function canReadEveryLibraryFile(viewer: Pick<AuthenticatedUser, 'staffRoles'>): boolean {
  return can(viewer, 'library:manage');
}
