import { AppError } from '#shared/errors.ts';
import { permissionsOf } from '#shared/rules/staff-permissions.ts';
import type { Me } from '#shared/schemas/me.ts';
import { findUserById, updateTimeZone } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { rescheduleReminder } from '../reminders/reminders.service.ts';

export type MeDeps = { db: Database };

export async function getMe(deps: MeDeps, input: { userId: string }): Promise<Me> {
  const user = await findUserById(deps.db, input.userId);
  // The session outlived its user (an account deleted elsewhere): treat it as signed out.
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { role, staffRoles, ...profile } = user;
  return {
    user: { ...profile, image: profile.image ?? null },
    isStaff: role === 'staff',
    staffRoles,
    permissions: permissionsOf(staffRoles),
  };
}

/** "Today" follows the creator: their device tells us when its time zone changes, and so does their reminder. */
export async function changeTimeZone(
  deps: MeDeps,
  input: { userId: string; timeZone: string; now: Date },
) {
  await updateTimeZone(deps.db, input.userId, input.timeZone);
  await rescheduleReminder(deps, input);
  return { timeZone: input.timeZone };
}
