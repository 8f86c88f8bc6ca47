import { useState } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { useFeedbackHistory } from '../../api/get-feedback.ts';
import { FeedbackCard } from './feedback-card.tsx';

/** The earlier versions of an answer and the feedback each had, asked for when opened. */
export function FeedbackHistory({ questId }: { questId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const history = useFeedbackHistory(questId, isOpen);
  return (
    <details
      className="rounded-xl border border-line bg-white/70 px-3"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ember-800">
        History
      </summary>
      {isOpen && (
        <div className="pb-3">
          <QueryState
            query={history}
            look="inline"
            loadingText="Loading earlier versions..."
            errorTitle="We could not load the earlier versions."
            isEmpty={(data) => !data.history.some((entry) => entry.version < data.currentVersion)}
            emptyText="No earlier versions yet."
          >
            {(data) => (
              <ol className="flex flex-col gap-4">
                {data.history
                  .filter((entry) => entry.version < data.currentVersion)
                  .map((entry) => (
                    <li key={entry.version} className="flex flex-col gap-1 text-sm">
                      <p className="font-semibold text-ink">
                        Version {entry.version} ·{' '}
                        <span className="font-normal text-ink-soft">
                          sent{' '}
                          <time dateTime={entry.submittedAt}>
                            {formatDate(new Date(entry.submittedAt))}
                          </time>
                        </span>
                      </p>
                      {entry.content && (
                        <p className="break-words whitespace-pre-wrap text-ink">{entry.content}</p>
                      )}
                      {entry.fileName && <p className="text-ink-soft">File: {entry.fileName}</p>}
                      {entry.review ? (
                        <FeedbackCard
                          review={entry.review}
                          headingId={`feedback-${questId}-v${entry.version}`}
                        />
                      ) : (
                        <p className="text-ink-soft">No feedback on this version.</p>
                      )}
                    </li>
                  ))}
              </ol>
            )}
          </QueryState>
        </div>
      )}
    </details>
  );
}
