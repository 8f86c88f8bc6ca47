import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { curriculumQuest } from '#server/db/schema/curriculum.ts';
import { questAnswer } from '#server/db/schema/journey.ts';
import { answerReview, reviewRequest } from '#server/db/schema/reviews.ts';
import { randomFrom } from './insights-seed.ts';

const HOUR = 3_600_000;

/**
 * Review requests and reviews over a seeded programme (insights-seed.ts), written straight
 * into the tables: every completed answer to a quest that asks for feedback entered the queue
 * when it was completed; some wait (a few with a coach's draft), most have a review sent hours
 * or days later, and some of those said 'another pass' and the creator sent a second version,
 * which waits or was reviewed in its turn.
 */
export async function seedReviews(
  db: Database,
  input: { now: Date; seed: number; coachId: string },
) {
  const random = randomFrom(input.seed);
  const now = input.now.getTime();
  const answers = await db
    .select({
      userId: questAnswer.userId,
      questId: questAnswer.questId,
      realmId: questAnswer.realmId,
      completedAt: questAnswer.completedAt,
    })
    .from(questAnswer)
    .innerJoin(curriculumQuest, eq(curriculumQuest.id, questAnswer.questId))
    .where(and(eq(curriculumQuest.asksFeedback, true), isNotNull(questAnswer.completedAt)))
    .orderBy(questAnswer.userId, questAnswer.questId);
  const review = async (
    request: { id: number; userId: string; questId: string; version: number },
    sentAt: number,
    verdict: 'great_work' | 'another_pass',
  ) => {
    await db
      .update(reviewRequest)
      .set({ reviewedAt: new Date(sentAt) })
      .where(eq(reviewRequest.id, request.id));
    await db.insert(answerReview).values({
      requestId: request.id,
      userId: request.userId,
      questId: request.questId,
      version: request.version,
      reviewerId: input.coachId,
      status: 'sent',
      verdict,
      feedback: 'Clear and specific.',
      createdAt: new Date(sentAt),
      updatedAt: new Date(sentAt),
      sentAt: new Date(sentAt),
    });
  };
  for (const answer of answers) {
    let submittedAt = answer.completedAt!.getTime();
    for (let version = 1; version <= 2; version += 1) {
      const [request] = await db
        .insert(reviewRequest)
        .values({
          userId: answer.userId,
          questId: answer.questId,
          realmId: answer.realmId,
          version,
          submittedAt: new Date(submittedAt),
          creatorJoinedAt: sql`(select created_at from "user" where id = ${answer.userId})`,
        })
        .returning({ id: reviewRequest.id });
      const row = { id: request!.id, userId: answer.userId, questId: answer.questId, version };
      const sentAt = submittedAt + (1 + random.below(96)) * HOUR - random.below(HOUR);
      if (random.chance(0.3) || sentAt >= now) {
        if (random.chance(0.3))
          await db.insert(answerReview).values({
            requestId: row.id,
            userId: row.userId,
            questId: row.questId,
            version,
            reviewerId: input.coachId,
            status: 'draft',
            feedback: 'Half written',
            createdAt: new Date(submittedAt),
            updatedAt: new Date(submittedAt),
          });
        break;
      }
      const isAnotherPass = version === 1 && random.chance(0.25);
      await review(row, sentAt, isAnotherPass ? 'another_pass' : 'great_work');
      if (!isAnotherPass) break;
      submittedAt = sentAt + random.below(48 * HOUR);
      if (submittedAt >= now) break;
    }
  }
}
