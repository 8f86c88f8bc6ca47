import type { ReviewQueueFilters } from '../../api/get-review-queue.ts';

/** The queue's filters as the address keeps them (?realm=2&quest=…&cohort=…&mine=1). */
export function filtersOf(params: URLSearchParams): ReviewQueueFilters {
  return {
    realmId: params.get('realm') ?? undefined,
    questId: params.get('quest') ?? undefined,
    cohort: params.get('cohort') ?? undefined,
    mine: params.get('mine') === '1' || undefined,
  };
}

/** The filters as a query string ('' when none), carried from the queue to a review and back. */
export function searchOf(filters: ReviewQueueFilters): string {
  const params = new URLSearchParams();
  if (filters.realmId) params.set('realm', filters.realmId);
  if (filters.questId) params.set('quest', filters.questId);
  if (filters.cohort) params.set('cohort', filters.cohort);
  if (filters.mine) params.set('mine', '1');
  const search = params.toString();
  return search ? `?${search}` : '';
}
