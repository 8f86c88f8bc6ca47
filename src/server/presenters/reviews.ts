import { isClaimHeld } from '#shared/rules/reviews.ts';
import type {
  FeedbackOverview,
  QuestFeedback,
} from '../features/reviews/creator-feedback.service.ts';
import type { ReviewDetail, ReviewQueuePage } from '../features/reviews/review-queue.service.ts';
import type {
  AnswerReviewRow,
  AnswerVersionRow,
  SentReviewRow,
} from '../features/reviews/reviews.queries.ts';

/* The review queue as coaches see it, and feedback as its creator reads it (issue 31). */

/** A coach whose account went is "A coach". */
export const presentSentReview = (review: SentReviewRow) => ({
  id: review.id,
  verdict: review.verdict,
  criteria: review.criteria,
  feedback: review.feedback,
  sentAt: review.sentAt,
  coach: { name: review.coachName ?? 'A coach', image: review.coachImage },
});

type ClaimFields = {
  claimedBy: string | null;
  claimedUntil: Date | null;
  claimerName: string | null;
};

/** The claim while it holds; a lapsed one is no claim. */
function presentClaim(row: ClaimFields, viewerId: string, now: Date) {
  if (!row.claimedBy || !row.claimedUntil || !isClaimHeld(row.claimedUntil, now)) return null;
  return {
    by: { id: row.claimedBy, name: row.claimerName ?? 'A coach' },
    until: row.claimedUntil,
    isMine: row.claimedBy === viewerId,
  };
}

function presentPlace(
  found: ReviewQueuePage['items'][number]['found'],
  realmId: number,
  questId: string,
) {
  return {
    realm: { id: realmId, title: found?.realm.title ?? `Realm ${realmId}` },
    quest: { id: questId, title: found?.quest.title ?? questId, isFinal: found?.isFinal ?? false },
  };
}

export function presentReviewQueue(page: ReviewQueuePage, viewerId: string) {
  return {
    items: page.items.map((row) => ({
      id: row.id,
      creator: { id: row.userId, name: row.creatorName, image: row.creatorImage },
      ...presentPlace(row.found, row.realmId, row.questId),
      version: row.version,
      submittedAt: row.submittedAt,
      claim: presentClaim(row, viewerId, page.now),
      hasMyDraft: row.hasMyDraft,
    })),
    nextCursor: page.nextCursor,
    total: page.total,
    oldestSubmittedAt: page.oldestSubmittedAt,
    filters: page.filters,
  };
}

function presentFile(version: AnswerVersionRow, requestId: number) {
  if (!version.fileKey) return null;
  return {
    name: version.fileName ?? 'worksheet',
    type: version.fileType,
    size: version.fileSize,
    url: `/api/admin/reviews/${requestId}/file`,
  };
}

export const presentReviewDraft = (draft: AnswerReviewRow) => ({
  criteria: draft.criteria,
  feedback: draft.feedback,
  verdict: draft.verdict,
  updatedAt: draft.updatedAt,
});

export function presentReviewDetail(detail: ReviewDetail, viewerId: string) {
  const { request } = detail;
  const reviewOf = (version: number) => {
    const review = detail.reviews.find((each) => each.version === version);
    return review ? presentSentReview(review) : null;
  };
  const place = presentPlace(detail.found, request.realmId, request.questId);
  return {
    id: request.id,
    creator: { id: request.userId, name: detail.creatorName, image: detail.creatorImage },
    realm: place.realm,
    quest: { ...place.quest, criteria: detail.found?.quest.feedbackCriteria ?? [] },
    version: request.version,
    currentVersion: detail.currentVersion,
    answer: {
      prompt: detail.answer.prompt,
      content: detail.answer.content,
      // Only the version under review is served by the request's file route.
      file: presentFile(detail.answer, request.id),
      submittedAt: detail.answer.submittedAt,
    },
    history: detail.versions
      .filter((version) => version.version !== request.version)
      .map((version) => ({
        version: version.version,
        content: version.content,
        file: version.fileKey
          ? {
              name: version.fileName ?? 'worksheet',
              type: version.fileType,
              size: version.fileSize,
              url: `/api/admin/reviews/${request.id}/file?version=${version.version}`,
            }
          : null,
        submittedAt: version.submittedAt,
        review: reviewOf(version.version),
      }))
      .reverse(),
    claim: presentClaim(
      {
        claimedBy: request.claimedBy,
        claimedUntil: request.claimedUntil,
        claimerName: detail.claimerName,
      },
      viewerId,
      detail.now,
    ),
    myDraft: detail.draft ? presentReviewDraft(detail.draft) : null,
    review: reviewOf(request.version),
  };
}

export const presentReviewClaim = (claim: { by: { id: string; name: string }; until: Date }) => ({
  claim: { ...claim, isMine: true },
});

export const presentReviewClaimReleased = () => ({ claim: null });

export const presentFeedbackOverview = (overview: FeedbackOverview) => ({
  items: overview.items.map((item) => ({
    questId: item.review.questId,
    realmId: item.review.realmId,
    version: item.review.version,
    review: presentSentReview(item.review),
    canRevise: item.canRevise,
    waitingForReview: item.waitingForReview,
  })),
  waiting: overview.waiting,
});

export const presentQuestFeedback = (feedback: QuestFeedback) => ({
  questId: feedback.questId,
  currentVersion: feedback.currentVersion,
  canRevise: feedback.canRevise,
  history: feedback.history.map((version) => ({
    version: version.version,
    content: version.content,
    fileName: version.fileName,
    submittedAt: version.submittedAt,
    review: version.review ? presentSentReview(version.review) : null,
  })),
});

export const presentRevisionSubmitted = (revision: {
  questId: string;
  version: number;
  submittedAt: Date;
}) => revision;
