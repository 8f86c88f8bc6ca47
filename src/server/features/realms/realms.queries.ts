import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { realmCompletion, rewardClaim } from '../../db/schema/journey.ts';

// Prepared: every quest completed checks the realm is unlocked and not yet mastered.
const completedRealmIdsStatement = preparedFor((db) =>
  db
    .select({ realmId: realmCompletion.realmId })
    .from(realmCompletion)
    .where(eq(realmCompletion.userId, sql.placeholder('userId')))
    .prepare('completed_realm_ids'),
);

export async function loadCompletedRealmIds(db: Database, userId: string): Promise<Set<number>> {
  const rows = await completedRealmIdsStatement(db).execute({ userId });
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
