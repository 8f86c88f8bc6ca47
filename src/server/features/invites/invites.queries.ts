import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invite } from '../../db/schema/invites.ts';

export type InviteRow = typeof invite.$inferSelect;

export async function insertInvite(tx: Database, row: typeof invite.$inferInsert) {
  const [inserted] = await tx.insert(invite).values(row).returning();
  return inserted!;
}

/** The invitation a creator sent (one each; the newest should there ever be more). */
export async function findInviteSentBy(db: Database, inviterId: string) {
  const [row] = await db
    .select()
    .from(invite)
    .where(eq(invite.inviterId, inviterId))
    .orderBy(desc(invite.id))
    .limit(1);
  return row;
}

export async function findInviteByCodeHash(db: Database, codeHash: string) {
  const [row] = await db.select().from(invite).where(eq(invite.codeHash, codeHash));
  return row;
}

/**
 * Accepts an open invitation for a new account, in one conditional update:
 * of two sign-ups with the same code, the second finds it accepted already.
 */
export async function acceptOpenInvite(
  tx: Database,
  input: { codeHash: string; userId: string; now: Date },
) {
  const [row] = await tx
    .update(invite)
    .set({ status: 'accepted', acceptedAt: input.now, acceptedUserId: input.userId })
    .where(
      and(
        eq(invite.codeHash, input.codeHash),
        eq(invite.status, 'sent'),
        gt(invite.expiresAt, input.now),
      ),
    )
    .returning();
  return row;
}

export async function markExpiredInvites(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(invite)
    .set({ status: 'expired' })
    .where(and(eq(invite.status, 'sent'), lte(invite.expiresAt, now)))
    .returning({ id: invite.id });
  return rows.length;
}
