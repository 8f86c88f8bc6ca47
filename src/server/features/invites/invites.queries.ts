import { and, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invite } from '../../db/schema/invites.ts';

export type InviteRow = typeof invite.$inferSelect;

export async function insertInvite(tx: Database, row: typeof invite.$inferInsert) {
  const [inserted] = await tx.insert(invite).values(row).returning();
  return inserted!;
}

/** The invitation a creator's flame went to once someone joined with it; until then their newest. */
export async function findInviteSentBy(db: Database, inviterId: string) {
  const [row] = await db
    .select()
    .from(invite)
    .where(eq(invite.inviterId, inviterId))
    .orderBy(desc(sql`${invite.status} = 'accepted'`), desc(invite.id))
    .limit(1);
  return row;
}

export async function countInvitesSentBy(tx: Database, inviterId: string): Promise<number> {
  const [row] = await tx
    .select({ sent: count() })
    .from(invite)
    .where(eq(invite.inviterId, inviterId));
  return row?.sent ?? 0;
}

/**
 * Withdraws a creator's open invitations: their links stop working. Those
 * someone already signed up with stay until that account is confirmed,
 * unless `andClaimed` (the flame has just gone to another).
 */
export async function withdrawOpenInvites(
  tx: Database,
  input: { inviterId: string; andClaimed: boolean },
) {
  await tx
    .update(invite)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(invite.inviterId, input.inviterId),
        eq(invite.status, 'sent'),
        input.andClaimed ? undefined : isNull(invite.acceptedUserId),
      ),
    );
}

export async function findInviteByCodeHash(db: Database, codeHash: string) {
  const [row] = await db.select().from(invite).where(eq(invite.codeHash, codeHash));
  return row;
}

/**
 * Claims an open invitation for a new account, in one conditional update: of
 * two sign-ups with the same code, the second finds it claimed already. It is
 * accepted once that account's address is confirmed (`acceptClaimedInvite`).
 */
export async function claimOpenInvite(
  db: Database,
  input: { codeHash: string; userId: string; now: Date },
) {
  const [row] = await db
    .update(invite)
    .set({ acceptedUserId: input.userId })
    .where(
      and(
        eq(invite.codeHash, input.codeHash),
        eq(invite.status, 'sent'),
        isNull(invite.acceptedUserId),
        gt(invite.expiresAt, input.now),
      ),
    )
    .returning();
  return row;
}

/** The invitation this account signed up with and that still awaits its confirmation. */
export async function findInviteClaimedBy(tx: Database, userId: string) {
  const [row] = await tx
    .select()
    .from(invite)
    .where(and(eq(invite.acceptedUserId, userId), inArray(invite.status, ['sent', 'expired'])));
  return row;
}

export async function markInviteAccepted(tx: Database, input: { inviteId: number; now: Date }) {
  await tx
    .update(invite)
    .set({ status: 'accepted', acceptedAt: input.now })
    .where(and(eq(invite.id, input.inviteId), ne(invite.status, 'revoked')));
}

export async function markExpiredInvites(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(invite)
    .set({ status: 'expired' })
    .where(and(eq(invite.status, 'sent'), lte(invite.expiresAt, now)))
    .returning({ id: invite.id });
  return rows.length;
}
