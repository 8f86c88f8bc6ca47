import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '../../db/schema/journey.ts';

/**
 * Everything a creator's progress is built from, in four queries whatever
 * the length of their history.
 */
export async function loadJourneyRows(db: Database, userId: string) {
  const [answers, completions, checkins, claims] = await Promise.all([
    db
      .select({
        questId: questAnswer.questId,
        content: questAnswer.content,
        fileName: questAnswer.fileName,
        completedAt: questAnswer.completedAt,
      })
      .from(questAnswer)
      .where(eq(questAnswer.userId, userId)),
    db
      .select({ realmId: realmCompletion.realmId, completedAt: realmCompletion.completedAt })
      .from(realmCompletion)
      .where(eq(realmCompletion.userId, userId)),
    db
      .select({
        id: dailyCheckin.id,
        date: dailyCheckin.localDate,
        prompt: dailyCheckin.prompt,
        response: dailyCheckin.response,
        createdAt: dailyCheckin.createdAt,
      })
      .from(dailyCheckin)
      .where(eq(dailyCheckin.userId, userId))
      .orderBy(asc(dailyCheckin.localDate)),
    db
      .select({
        id: rewardClaim.id,
        realmId: rewardClaim.realmId,
        name: rewardClaim.name,
        email: rewardClaim.email,
        address: rewardClaim.address,
        city: rewardClaim.city,
        state: rewardClaim.state,
        zipCode: rewardClaim.zipCode,
        specialInstructions: rewardClaim.specialInstructions,
        status: rewardClaim.status,
        createdAt: rewardClaim.createdAt,
        shippedAt: rewardClaim.shippedAt,
      })
      .from(rewardClaim)
      .where(eq(rewardClaim.userId, userId))
      .orderBy(asc(rewardClaim.realmId)),
  ]);
  return { answers, completions, checkins, claims };
}

export async function loadCompletedRealmIds(db: Database, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ realmId: realmCompletion.realmId })
    .from(realmCompletion)
    .where(eq(realmCompletion.userId, userId));
  return new Set(rows.map((row) => row.realmId));
}
