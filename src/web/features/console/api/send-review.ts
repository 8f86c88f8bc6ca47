import { useConsoleMutation } from './console-requests.ts';
import type { SendReviewInput } from './review-shapes.ts';
import { reviewRequests } from './review-requests.ts';

/** The feedback sent to the creator, with its verdict: it leaves the queue. */
export const useSendReview = () =>
  useConsoleMutation((input: { requestId: number; review: SendReviewInput }) =>
    reviewRequests.send(input.requestId, input.review),
  );
