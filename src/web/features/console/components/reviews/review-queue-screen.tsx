import { Sparkles } from 'lucide-react';
import { countOf } from '#shared/rules/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useReviewQueue, type ReviewQueueFilters } from '../../api/get-review-queue.ts';
import { ConsolePage } from '../console-page.tsx';
import { ReviewQueueCard } from './review-queue-item.tsx';
import { ReviewQueueFilterFields } from './review-queue-filters.tsx';
import { filtersOf, searchOf } from './review-queue-search.ts';
import { waitingFor } from './review-wording.ts';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const answers = { one: 'answer waits', other: 'answers wait' };

/**
 * The answers waiting for a coach's feedback, oldest first, so nobody waits
 * longest by chance. The filters live in the address, so back from a review
 * returns to the same narrowed queue.
 */
export function ReviewQueueScreen() {
  const [params, setParams] = useSearchParamsAtOnce();
  const filters = filtersOf(params);
  const queue = useReviewQueue(filters);
  const firstPage = queue.data?.pages[0];
  const isFiltered = Object.values(filters).some(Boolean);
  const now = new Date();
  const search = searchOf(filters);

  const change = (next: Partial<ReviewQueueFilters>) =>
    setParams(() => new URLSearchParams(searchOf({ ...filters, ...next })), { replace: true });

  return (
    <ConsolePage intro="Answers that ask for feedback, oldest first. Claim one while you write, so no one else starts on it.">
      {firstPage && firstPage.total > 0 && (
        <p className="font-semibold text-ink" aria-live="polite">
          {countOf(firstPage.total, answers)}
          {firstPage.oldestSubmittedAt && (
            <span className="font-normal text-ink-soft">
              {' '}
              · the oldest {waitingFor(firstPage.oldestSubmittedAt, now)}
            </span>
          )}
        </p>
      )}
      {/* Nothing to narrow while nothing waits: the warm words come first. */}
      {(isFiltered || (firstPage?.total ?? 0) > 0) && (
        <ReviewQueueFilterFields filters={filters} choices={firstPage?.filters} onChange={change} />
      )}
      <QueryState
        query={{ ...queue, data: firstPage && queue.data }}
        what="the review queue"
        placeholders={['h-28', 'h-28', 'h-28']}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0)
            return isFiltered ? (
              <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-6 text-center text-ink-soft">
                <p>Nothing waits for feedback with these filters.</p>
                <Button variant="secondary" onClick={() => setParams(() => new URLSearchParams())}>
                  Show the whole queue
                </Button>
              </div>
            ) : (
              <EmptyState icon={Sparkles} heading="Nothing waits for feedback">
                Nice work. Every answer has its feedback; new ones appear here as creators send
                them.
              </EmptyState>
            );
          return (
            <>
              <ul aria-label="Review queue" className="grid gap-3 lg:grid-cols-2">
                {items.map((item) => (
                  <ReviewQueueCard key={item.id} item={item} now={now} search={search} />
                ))}
              </ul>
              {queue.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    disabled={queue.isFetchingNextPage}
                    onClick={() => void queue.fetchNextPage()}
                  >
                    {queue.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryState>
    </ConsolePage>
  );
}
