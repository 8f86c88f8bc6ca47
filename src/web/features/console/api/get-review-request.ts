import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewQueueQueryKey } from './get-review-queue.ts';
import { reviewRequests } from './review-requests.ts';

export const getReviewRequestQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: [...reviewQueueQueryKey, 'request', requestId] as const,
    queryFn: () => reviewRequests.detail(requestId),
    staleTime: 0,
  });

/** One answer waiting for feedback: its words, its earlier versions, the claim and my draft. */
export const useReviewRequest = (requestId: number) =>
  useQuery(getReviewRequestQueryOptions(requestId));
