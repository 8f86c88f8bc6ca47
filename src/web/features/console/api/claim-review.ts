import { useConsoleMutation } from './console-requests.ts';
import { reviewRequests } from './review-requests.ts';

/** Takes an answer for an hour, so no other coach writes feedback on it meanwhile. */
export const useClaimReview = () =>
  useConsoleMutation((requestId: number) => reviewRequests.claim(requestId));

/** Lets one's claim go before the hour is up. */
export const useReleaseReview = () =>
  useConsoleMutation((requestId: number) => reviewRequests.release(requestId));
