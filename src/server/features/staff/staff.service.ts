import { AppError } from '#shared/errors.ts';
import { findUserById, lockStaffRows, lockUserRow, setRole } from '../../auth/users.queries.ts';
import type { Role } from '../../auth/staff-role.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

export type StaffDeps = { db: Database };

const lastStaffMember = () =>
  new AppError('CONFLICT', {
    title: 'Last Staff Member',
    userMessage: 'Someone else must hold the staff role before this one is removed.',
  });

/**
 * A staff member whose account is being deleted gives the role up first, in
 * the deletion's transaction, under the same rule as a removal: the last one
 * cannot go. Done before the deletion locks anything else, so two staff
 * leaving at once queue on the staff rows and the second sees the first gone.
 */
export async function giveUpStaffRole(tx: Database, userId: string): Promise<void> {
  const staffIds = await lockStaffRows(tx);
  if (!staffIds.includes(userId)) return;
  if (staffIds.length === 1) throw lastStaffMember();
  await setRole(tx, userId, 'creator');
}

/**
 * Staff grant and remove the staff role. The programme is never left without
 * staff: the staff rows are locked while the last one is looked for, so two
 * staff removing each other at once cannot both succeed. The change and its
 * audit row commit together.
 */
export async function changeRole(
  deps: StaffDeps,
  input: { actor: AuditActor; userId: string; role: Role },
) {
  return deps.db.transaction(async (tx) => {
    const staffIds = await lockStaffRows(tx);
    const isLastStaff = staffIds.length === 1 && staffIds[0] === input.userId;
    if (input.role === 'creator' && isLastStaff) throw lastStaffMember();
    // The target's row too: of two identical grants at once, the second sees the first's role
    // and writes no second audit row.
    await lockUserRow(tx, input.userId);
    const before = await findUserById(tx, input.userId);
    if (!before || !(await setRole(tx, input.userId, input.role))) {
      throw new AppError('NOT_FOUND', { userMessage: 'There is no such creator.' });
    }
    if (before.role !== input.role) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'creator.role',
        target: { type: 'creator', id: input.userId },
        before: { role: before.role },
        after: { role: input.role },
      });
    }
    return { userId: input.userId, role: input.role };
  });
}
