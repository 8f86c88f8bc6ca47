import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userInvitePrivileges } from '../../db/schema/invites.ts';

/** Finishing realm 2 earns the right to invite one creator. */
export async function recordRealm2Completion(tx: Database, userId: string) {
  await tx
    .insert(userInvitePrivileges)
    .values({ userId, realm2CompletedAt: sql`now()` })
    .onConflictDoUpdate({
      target: userInvitePrivileges.userId,
      set: { realm2CompletedAt: sql`now()` },
    });
}

export async function findInvitePrivileges(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(userInvitePrivileges)
    .where(eq(userInvitePrivileges.userId, userId));
  return row;
}

/**
 * The creator's privilege row, locked until the transaction ends: twenty
 * sends at once queue here, and only the first finds the invite unused.
 */
export async function lockInvitePrivileges(tx: Database, userId: string) {
  const [row] = await tx
    .select()
    .from(userInvitePrivileges)
    .where(eq(userInvitePrivileges.userId, userId))
    .for('update');
  return row;
}

export async function markInviteUsed(tx: Database, userId: string) {
  await tx
    .update(userInvitePrivileges)
    .set({ invitesUsedAfterRealm2: sql`${userInvitePrivileges.invitesUsedAfterRealm2} + 1` })
    .where(eq(userInvitePrivileges.userId, userId));
}
