import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import {
  questAnswer,
  realmCompletion,
  rewardClaim,
  userInvitePrivileges,
} from '../../db/schema/journey.ts';

/** Serialises one creator's realm completions: concurrent requests queue on their user row. */
export async function lockCreator(tx: Database, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

export async function loadCompletedQuestIds(tx: Database, userId: string, realmId: number) {
  const rows = await tx
    .select({ questId: questAnswer.questId })
    .from(questAnswer)
    .where(
      and(
        eq(questAnswer.userId, userId),
        eq(questAnswer.realmId, realmId),
        sql`${questAnswer.completedAt} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.questId));
}

export async function insertRealmCompletion(tx: Database, userId: string, realmId: number) {
  await tx.insert(realmCompletion).values({ userId, realmId });
}

export async function insertRewardClaim(tx: Database, claim: typeof rewardClaim.$inferInsert) {
  const [row] = await tx.insert(rewardClaim).values(claim).returning();
  return row!;
}

export async function findRewardClaim(db: Database, userId: string, realmId: number) {
  const [row] = await db
    .select()
    .from(rewardClaim)
    .where(and(eq(rewardClaim.userId, userId), eq(rewardClaim.realmId, realmId)));
  return row;
}

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
