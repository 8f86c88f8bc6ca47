import { AppError } from '#shared/errors.ts';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import {
  findUserById,
  lockAdminRows,
  lockUserRow,
  setStaffRoles,
} from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

export type StaffDeps = { db: Database };

const lastAdmin = () =>
  new AppError('CONFLICT', {
    title: 'Last Admin',
    userMessage: 'Someone else must be an admin before this person stops being one.',
  });

/**
 * A staff member whose account is being deleted gives their roles up first,
 * in the deletion's transaction, under the same rule as a demotion: the last
 * admin cannot go. Done before the deletion locks anything else, so two admins
 * leaving at once queue on the admin rows and the second sees the first gone.
 */
export async function giveUpStaffRole(tx: Database, userId: string): Promise<void> {
  const adminIds = await lockAdminRows(tx);
  if (adminIds.length === 1 && adminIds[0] === userId) throw lastAdmin();
  await setStaffRoles(tx, userId, []);
}

/**
 * Admins grant and remove staff roles (decision 041). The programme is never
 * left without an admin: the admin rows are locked while the last one is
 * looked for, so two admins demoting each other at once cannot both succeed.
 * The change and its audit row commit together.
 */
export async function changeStaffRoles(
  deps: StaffDeps,
  input: { actor: AuditActor; userId: string; roles: readonly StaffRole[] },
) {
  return deps.db.transaction(async (tx) => {
    const adminIds = await lockAdminRows(tx);
    const isLastAdmin = adminIds.length === 1 && adminIds[0] === input.userId;
    if (isLastAdmin && !input.roles.includes('admin')) throw lastAdmin();
    // The target's row too: of two identical changes at once, the second sees the first's
    // roles and writes no second audit row.
    await lockUserRow(tx, input.userId);
    const before = await findUserById(tx, input.userId);
    if (!before || !(await setStaffRoles(tx, input.userId, input.roles))) {
      throw new AppError('NOT_FOUND', { userMessage: 'There is no such creator.' });
    }
    const after = await findUserById(tx, input.userId);
    if (before.staffRoles.join() !== after!.staffRoles.join()) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'creator.roles',
        target: { type: 'creator', id: input.userId },
        before: { roles: before.staffRoles },
        after: { roles: after!.staffRoles },
      });
    }
    return { userId: input.userId, role: after!.role, staffRoles: after!.staffRoles };
  });
}
