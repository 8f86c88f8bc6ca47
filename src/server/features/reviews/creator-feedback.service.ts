import { AppError } from '#shared/errors.ts';
import { canReviseAnswer } from '#shared/rules/reviews.ts';
import { findCurrentAnswerVersion } from '../quests/quests.queries.ts';
import {
  listAnswerVersions,
  listSentReviews,
  listWaitingRequestsOf,
  type SentReviewRow,
} from './reviews.queries.ts';
import type { ReviewDeps } from './review-queue.service.ts';

/**
 * The creator's own feedback: the latest sent review of each quest, and the
 * answers still waiting. Only ever the caller's rows; nothing here blocks
 * their journey.
 */
export async function listMyFeedback(deps: Pick<ReviewDeps, 'db'>, input: { userId: string }) {
  const reviews = await listSentReviews(deps.db, input.userId);
  const waiting = await listWaitingRequestsOf(deps.db, input.userId);
  const latestByQuest = new Map<string, SentReviewRow>();
  for (const review of reviews) latestByQuest.set(review.questId, review);
  const waitingQuests = new Set(waiting.map((request) => request.questId));
  const items = [];
  for (const review of latestByQuest.values()) {
    const currentVersion =
      (await findCurrentAnswerVersion(deps.db, input.userId, review.questId)) ?? review.version;
    items.push({
      review,
      canRevise: canReviseAnswer({ currentVersion, latestSentReview: review }),
      waitingForReview: waitingQuests.has(review.questId),
    });
  }
  return { items, waiting };
}

export type FeedbackOverview = Awaited<ReturnType<typeof listMyFeedback>>;

/** One quest's versions with their reviews, newest first; 404 when the creator has no answer there. */
export async function findQuestFeedback(
  deps: Pick<ReviewDeps, 'db'>,
  input: { userId: string; questId: string },
) {
  const currentVersion = await findCurrentAnswerVersion(deps.db, input.userId, input.questId);
  const versions = await listAnswerVersions(deps.db, input.userId, input.questId);
  if (currentVersion === undefined || versions.length === 0) {
    throw new AppError('NOT_FOUND', { userMessage: 'There is no feedback on this quest yet.' });
  }
  const reviews = await listSentReviews(deps.db, input.userId, input.questId);
  const latest = reviews.at(-1) ?? null;
  return {
    questId: input.questId,
    currentVersion,
    canRevise: canReviseAnswer({ currentVersion, latestSentReview: latest }),
    history: versions
      .map((version) => ({
        ...version,
        review: reviews.find((review) => review.version === version.version) ?? null,
      }))
      .reverse(),
  };
}

export type QuestFeedback = Awaited<ReturnType<typeof findQuestFeedback>>;
