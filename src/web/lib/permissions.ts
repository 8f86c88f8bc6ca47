import {
  rolesGranting,
  staffRoleLabels,
  type Permission,
} from '#shared/rules/staff-permissions.ts';
import type { Me } from '#shared/schemas/me.ts';
import { useSignedInUser } from './session.ts';

/**
 * What the signed-in person may do on the staff, as `/api/me` said (decision
 * 041). A copy of /api/me kept on the device from before roles existed has no
 * list: it allows nothing until the server answers again.
 */
export function canIn(me: Pick<Me, 'permissions'>, permission: Permission): boolean {
  return (me.permissions ?? []).includes(permission);
}

export function useCan(permission: Permission): boolean {
  return canIn(useSignedInUser(), permission);
}

/** "admins and coaches": who may do `permission`, for a screen that says why it is closed. */
export function rolesAllowedWords(permission: Permission): string {
  const names = rolesGranting(permission).map(
    (role) => `${staffRoleLabels[role].name.toLowerCase()}s`,
  );
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
