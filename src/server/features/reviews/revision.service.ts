import { AppError } from '#shared/errors.ts';
import { canReviseAnswer } from '#shared/rules/reviews.ts';
import { missingQuestAnswer } from '#shared/rules/required-fields.ts';
import { lockCompletedAnswer, reviseAnswer } from '../quests/quests.queries.ts';
import { enterReviewQueue } from './review-intake.service.ts';
import { findReviewedQuest } from './review-quests.ts';
import { listSentReviews } from './reviews.queries.ts';
import type { ReviewDeps } from './review-queue.service.ts';

const nothingToRevise = () =>
  new AppError('CONFLICT', {
    title: 'Nothing to Revise',
    userMessage:
      'This answer is not waiting for a revision: a coach asks for one with their feedback.',
  });

/** The latest sent review of one creator's answer, or null. */
export async function latestSentReview(
  deps: Pick<ReviewDeps, 'db'>,
  userId: string,
  questId: string,
) {
  const reviews = await listSentReviews(deps.db, userId, questId);
  return reviews.at(-1) ?? null;
}

/**
 * A revised answer after 'another pass': the next version, the earlier kept,
 * back in the queue. The answer's row is locked, so a second revision of the
 * same version (twenty at once) finds the first and is refused. A worksheet
 * quest uploads its new file first; the revision names whatever file the
 * answer holds.
 */
export async function submitRevision(
  deps: ReviewDeps,
  input: { userId: string; questId: string; content: string | undefined },
) {
  const found = findReviewedQuest(await deps.curriculum.get(), input.questId);
  if (!found) throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest.' });
  const { quest, realm } = found;
  const now = deps.clock();
  const content = input.content?.trim() || null;
  return deps.db.transaction(async (tx) => {
    const answer = await lockCompletedAnswer(tx, input.userId, input.questId);
    if (!answer)
      throw new AppError('NOT_FOUND', { userMessage: 'You have not answered this quest.' });
    const latest = await latestSentReview({ db: tx }, input.userId, input.questId);
    if (!canReviseAnswer({ currentVersion: answer.version, latestSentReview: latest })) {
      throw nothingToRevise();
    }
    const missing = missingQuestAnswer({
      type: quest.type,
      content: content ?? undefined,
      hasFile: Boolean(answer.fileKey),
    });
    if (missing) {
      throw new AppError('VALIDATION_FAILED', {
        title: missing.title,
        userMessage: missing.message,
      });
    }
    const revised = await reviseAnswer(tx, {
      userId: input.userId,
      questId: input.questId,
      content,
      prompt: quest.prompt,
    });
    await enterReviewQueue(tx, {
      userId: input.userId,
      questId: input.questId,
      realmId: realm.id,
      version: revised.version,
      content,
      prompt: quest.prompt,
      file: {
        key: revised.fileKey,
        name: revised.fileName,
        type: revised.fileType,
        size: revised.fileSize,
      },
      submittedAt: now,
    });
    return { questId: input.questId, version: revised.version, submittedAt: now };
  });
}
