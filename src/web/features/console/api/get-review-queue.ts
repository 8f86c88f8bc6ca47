import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { consoleQueryKey, queryOf } from './console-requests.ts';
import { reviewRequests } from './review-requests.ts';

const PAGE_SIZE = 20;

/** What a coach narrows the queue to; empty means all. */
export type ReviewQueueFilters = {
  realmId?: string;
  questId?: string;
  /** The Monday (UTC) of the sign-up week, YYYY-MM-DD. */
  cohort?: string;
  mine?: boolean;
};

export const reviewQueueQueryKey = [...consoleQueryKey, 'reviews'] as const;

/** The answers waiting for feedback, oldest first, a page at a time ('Load more'). */
export function useReviewQueue(filters: ReviewQueueFilters) {
  const query = queryOf({
    realmId: filters.realmId,
    questId: filters.questId,
    cohort: filters.cohort,
    mine: filters.mine ? 'true' : undefined,
  });
  return useInfiniteQuery({
    queryKey: [...reviewQueueQueryKey, query] as const,
    queryFn: ({ pageParam }) =>
      reviewRequests.queue({
        ...query,
        limit: String(PAGE_SIZE),
        ...(pageParam && { cursor: pageParam }),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The filters and the list stay on screen while another choice loads.
    placeholderData: keepPreviousData,
    // Other coaches claim and send all morning: what waits is read afresh on each visit.
    staleTime: 0,
  });
}

/** How many answers wait for feedback, and since when: the console home's tile for coaches. */
export function useReviewsWaiting(isWanted: boolean) {
  return useQuery({
    queryKey: [...reviewQueueQueryKey, 'waiting'] as const,
    queryFn: () => reviewRequests.queue({ limit: '1' }),
    select: (page) => ({ total: page.total, oldestSubmittedAt: page.oldestSubmittedAt }),
    enabled: isWanted,
    staleTime: 0,
  });
}
