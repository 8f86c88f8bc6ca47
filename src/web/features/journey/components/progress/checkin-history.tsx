import { lazily } from '#shared/lazily.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCheckinHistory, type CheckinPage } from '../../api/get-checkin-history.ts';

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** Every check-in, newest first, with the prompt it answered; older ones on 'Load more'. */
export function CheckinHistory() {
  const history = useCheckinHistory();
  return (
    <QueryState
      query={history}
      look="inline"
      loadingText="Loading your check-ins..."
      errorTitle="We could not load your check-ins."
      isEmpty={(data) => data.pages.every((page) => page.checkins.length === 0)}
      emptyText="No check-ins yet. Your first one is waiting on the dashboard."
    >
      {(data) => (
        <CheckinList checkins={data.pages.flatMap((page) => page.checkins)} history={history} />
      )}
    </QueryState>
  );
}

function CheckinList({
  checkins,
  history,
}: {
  checkins: CheckinPage['checkins'];
  history: ReturnType<typeof useCheckinHistory>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {checkins.map((checkin) => (
          <li key={checkin.id}>
            <article
              aria-labelledby={`checkin-${checkin.id}`}
              className="flex flex-col gap-1 border-l-4 border-ember-200 pl-3"
            >
              <h3 id={`checkin-${checkin.id}`} className="text-sm font-semibold text-ink">
                {dateFormat().format(new Date(`${checkin.date}T00:00:00Z`))}
              </h3>
              <p className="text-sm text-ink-soft italic">{checkin.prompt}</p>
              <p className="whitespace-pre-wrap text-ink">{checkin.response}</p>
            </article>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
