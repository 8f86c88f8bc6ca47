import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realmCompletion, rewardClaim } from '../../db/schema/journey.ts';

export async function loadCompletedRealmIds(db: Database, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ realmId: realmCompletion.realmId })
    .from(realmCompletion)
    .where(eq(realmCompletion.userId, userId));
  return new Set(rows.map((row) => row.realmId));
}

export async function insertRealmCompletion(tx: Database, userId: string, realmId: number) {
  await tx.insert(realmCompletion).values({ userId, realmId });
}

export async function insertRewardClaim(tx: Database, claim: typeof rewardClaim.$inferInsert) {
  const [row] = await tx.insert(rewardClaim).values(claim).returning();
  return row!;
}

export async function listUsersWhoCompleted(db: Database, realmId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: realmCompletion.userId })
    .from(realmCompletion)
    .where(eq(realmCompletion.realmId, realmId));
  return rows.map((row) => row.userId);
}
