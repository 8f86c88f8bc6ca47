import { can } from '#shared/rules/staff-permissions.ts';
import type { AuthenticatedUser } from '../http/app-env.ts';

/**
 * A creator's own data (answers, worksheets) is theirs to read, and staff's
 * who look after creators (`creators:read`: coaches and admins). Anyone else
 * gets a 404 from the service that asks, never a 403: another creator's data
 * does not exist for them.
 */
export function canReadCreatorData(
  viewer: Pick<AuthenticatedUser, 'id' | 'staffRoles'>,
  ownerId: string,
): boolean {
  return viewer.id === ownerId || can(viewer, 'creators:read');
}
