import { formatDateTime } from '#web/lib/format-date.ts';
import type { ReviewRequestDetail } from '../../api/review-shapes.ts';
import { SentReviewView } from './sent-review-view.tsx';
import { WorksheetView } from './worksheet-view.tsx';

/** The creator's earlier versions and the feedback each had, folded away until asked for. */
export function ReviewHistory({ request }: { request: ReviewRequestDetail }) {
  const earlier = request.history.filter((entry) => entry.version !== request.version);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="review-history" className="flex flex-col gap-2">
      <h2 id="review-history" className="text-lg font-semibold text-ink">
        Earlier versions
      </h2>
      {earlier.map((entry) => (
        <details key={entry.version} className="rounded-xl border border-line bg-white p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
            Version {entry.version} ·{' '}
            <time dateTime={entry.submittedAt}>{formatDateTime(entry.submittedAt)}</time>
          </summary>
          <div className="mt-2 flex flex-col gap-3">
            {entry.content && (
              <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                {entry.content}
              </p>
            )}
            {entry.file && <WorksheetView file={entry.file} />}
            {entry.review ? (
              <SentReviewView review={entry.review} />
            ) : (
              <p className="text-sm text-ink-soft">No feedback on this version.</p>
            )}
          </div>
        </details>
      ))}
    </section>
  );
}
