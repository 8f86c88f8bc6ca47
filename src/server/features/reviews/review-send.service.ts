import { AppError } from '#shared/errors.ts';
import type { ReviewDraftInput, SendReviewInput } from '#shared/schemas/reviews.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import { findCurrentAnswerVersion } from '../quests/quests.queries.ts';
import { alreadyReviewed, assertOpenToReviewer } from './review-claims.service.ts';
import { announceReview } from './review-announcements.ts';
import { findReviewedQuest } from './review-quests.ts';
import { findSentReview, insertSentReview, lockRequest, upsertDraft } from './reviews.queries.ts';
import type { ReviewDeps } from './review-queue.service.ts';

const answerRevised = () =>
  new AppError('CONFLICT', {
    title: 'Answer Revised',
    userMessage: 'The creator revised this answer since you opened it. Read the new version first.',
  });

/** The quest's criteria now; the count a review must judge. */
async function criteriaOf(deps: ReviewDeps, questId: string) {
  const found = findReviewedQuest(await deps.curriculum.get(), questId);
  return { found, criteria: found?.quest.feedbackCriteria ?? [] };
}

function assertCriteriaCount(criteria: readonly string[], marks: readonly unknown[]) {
  if (marks.length !== criteria.length) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Criteria Changed',
      userMessage: `This quest has ${criteria.length} criteria to judge; please judge each one.`,
      problems: [{ path: 'criteria', message: `must have ${criteria.length} entries` }],
    });
  }
}

/** Saves the coach's unsent review, so it survives a reload. */
export async function saveReviewDraft(
  deps: ReviewDeps,
  input: { viewerId: string; requestId: number; draft: ReviewDraftInput },
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const request = await assertOpenToReviewer(
      { db: tx },
      await lockRequest(tx, input.requestId),
      input.viewerId,
      now,
    );
    const { criteria } = await criteriaOf(deps, request.questId);
    assertCriteriaCount(criteria, input.draft.criteria);
    return upsertDraft(tx, {
      request,
      reviewerId: input.viewerId,
      criteria: criteria.map((criterion, index) => ({
        criterion,
        met: input.draft.criteria[index] ?? null,
      })),
      feedback: input.draft.feedback,
      verdict: input.draft.verdict,
      now,
    });
  });
}

/**
 * Sends the review, once: the request's row is locked, so of twenty at once one
 * stores it and the others find it reviewed. The creator's bell, email and the
 * webhook come with it, in the same transaction.
 */
export async function sendReview(
  deps: ReviewDeps,
  input: { viewer: AuthenticatedUser; requestId: number; review: SendReviewInput },
) {
  const now = deps.clock();
  const viewerId = input.viewer.id;
  const reviewId = await deps.db.transaction(async (tx) => {
    const request = await assertOpenToReviewer(
      { db: tx },
      await lockRequest(tx, input.requestId),
      viewerId,
      now,
    );
    const current = await findCurrentAnswerVersion(tx, request.userId, request.questId);
    if (input.review.version !== request.version || current !== request.version) {
      throw answerRevised();
    }
    const { found, criteria } = await criteriaOf(deps, request.questId);
    assertCriteriaCount(criteria, input.review.criteria);
    const id = await insertSentReview(tx, {
      request,
      reviewerId: viewerId,
      criteria: criteria.map((criterion, index) => ({
        criterion,
        met: input.review.criteria[index] ?? false,
      })),
      feedback: input.review.feedback,
      verdict: input.review.verdict,
      now,
    });
    await announceReview(deps, tx, {
      request,
      reviewId: id,
      reviewerId: viewerId,
      questTitle: found?.quest.title ?? 'your quest',
      verdict: input.review.verdict,
      feedback: input.review.feedback,
      now,
    });
    return id;
  });
  void deps.outbox.deliverDue();
  const review = await findSentReview(deps.db, reviewId);
  if (!review) throw alreadyReviewed();
  return review;
}
