import { Button } from '#web/components/ui/button.tsx';
import { useCheckinHistory } from '../../api/get-checkin-history.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Every check-in, newest first, with the prompt it answered; older ones on 'Load more'. */
export function CheckinHistory() {
  const history = useCheckinHistory();
  if (history.isPending)
    return (
      <p role="status" className="text-ink-soft">
        Loading your check-ins...
      </p>
    );
  if (history.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-ink">We could not load your check-ins.</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const checkins = history.data.pages.flatMap((page) => page.checkins);
  if (checkins.length === 0) {
    return (
      <p className="text-ink-soft">No check-ins yet. Your first one is waiting on the dashboard.</p>
    );
  }
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
                {dateFormat.format(new Date(`${checkin.date}T00:00:00Z`))}
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
