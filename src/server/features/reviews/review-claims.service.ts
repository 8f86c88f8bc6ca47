import { AppError } from '#shared/errors.ts';
import { claimLapsesAt, isClaimHeld } from '#shared/rules/reviews.ts';
import type { ReviewRequestRow } from './reviews.queries.ts';
import { findUserName, lockRequest, releaseClaimOf, setClaim } from './reviews.queries.ts';
import { notYourOwnWork, type ReviewDeps } from './review-queue.service.ts';

export const alreadyReviewed = () =>
  new AppError('CONFLICT', {
    title: 'Already Reviewed',
    userMessage: 'Another coach has already sent feedback on this answer.',
  });

export const claimedBySomeoneElse = (name: string | null) =>
  new AppError('CONFLICT', {
    title: 'Claimed by Someone Else',
    userMessage: `${name ?? 'Another coach'} is reviewing this answer. Pick another one from the queue.`,
  });

/** Refuses what a coach may not do to a request they locked: gone, theirs, sent, another's. */
export async function assertOpenToReviewer(
  deps: Pick<ReviewDeps, 'db'>,
  request: ReviewRequestRow | undefined,
  viewerId: string,
  now: Date,
): Promise<ReviewRequestRow> {
  if (!request) {
    throw new AppError('NOT_FOUND', {
      userMessage: 'There is no such answer waiting for feedback.',
    });
  }
  if (request.userId === viewerId) throw notYourOwnWork();
  if (request.reviewedAt) throw alreadyReviewed();
  if (
    request.claimedBy &&
    request.claimedBy !== viewerId &&
    isClaimHeld(request.claimedUntil, now)
  ) {
    throw claimedBySomeoneElse(await findUserName(deps.db, request.claimedBy));
  }
  return request;
}

/** Claims the request for an hour (again, when it is one's own), in turn with other coaches. */
export async function claimReview(
  deps: ReviewDeps,
  input: { viewerId: string; requestId: number },
) {
  const now = deps.clock();
  const until = claimLapsesAt(now);
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.requestId);
    await assertOpenToReviewer({ db: tx }, request, input.viewerId, now);
    await setClaim(tx, input.requestId, { by: input.viewerId, until });
  });
  const name = (await findUserName(deps.db, input.viewerId)) ?? 'A coach';
  return { by: { id: input.viewerId, name }, until };
}

/** Releases one's own claim; another coach's stays. */
export async function releaseReviewClaim(
  deps: ReviewDeps,
  input: { viewerId: string; requestId: number },
) {
  await releaseClaimOf(deps.db, input.requestId, input.viewerId);
}
