import { AlertTriangle, MessageSquareText, Package } from 'lucide-react';
import { Link } from 'react-router';
import { paths, withQuery } from '#shared/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCan } from '#web/lib/permissions.ts';
import { useConsoleSummary } from '../api/get-console-summary.ts';
import { useReviewsWaiting } from '../api/get-review-queue.ts';
import { ConsolePage } from './console-page.tsx';

function Tile(props: {
  to: string;
  label: string;
  value: number;
  icon: typeof Package;
  isAlarm: boolean;
}) {
  const Icon = props.icon;
  return (
    <Link
      to={props.to}
      className={`flex items-center gap-4 rounded-(--radius-card) border bg-white p-5 shadow-sm hover:bg-ember-50 ${props.isAlarm ? 'border-red-300' : 'border-line'}`}
    >
      <Icon
        aria-hidden
        className={`size-8 shrink-0 ${props.isAlarm ? 'text-red-700' : 'text-ember-700'}`}
      />
      <span className="flex flex-col">
        <span className="text-3xl font-semibold tabular-nums text-ink">{props.value}</span>
        <span className="text-sm text-ink-soft">{props.label}</span>
      </span>
    </Link>
  );
}

/** "Ship the kits, answer … and keep an eye on the emails." from the jobs a person holds. */
function introOf(jobs: (string | false)[]): string {
  const named = jobs.filter((job): job is string => job !== false);
  const sentence =
    named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The console's home: what needs this person now, by what their roles let them do. */
export function ConsoleHome() {
  const summary = useConsoleSummary();
  // Only the tiles whose screens this person's roles open (decision 041).
  const canSeeClaims = useCan('claims:read');
  const canSeeEmails = useCan('emails:manage');
  const canReview = useCan('review:write');
  const canEdit = useCan('programme:edit');
  const canReadCreators = useCan('creators:read');
  const waiting = useReviewsWaiting(canReview);
  const intro = introOf([
    canSeeClaims && 'ship the kits',
    canReview && 'answer the work creators sent',
    canEdit && 'write the programme',
    canReadCreators && 'look after the creators',
    canSeeEmails && 'keep an eye on the emails',
  ]);
  return (
    <ConsolePage intro={intro}>
      <QueryState query={summary} what="the summary">
        {({ pendingClaims, failedEmails }) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {canReview && waiting.data && (
              <Tile
                to={paths.adminReviews}
                label="Answers waiting for feedback"
                value={waiting.data.total}
                icon={MessageSquareText}
                isAlarm={false}
              />
            )}
            {canSeeClaims && (
              <Tile
                to={withQuery(paths.adminClaims, { status: 'pending' })}
                label="Kit claims waiting to be packed"
                value={pendingClaims}
                icon={Package}
                isAlarm={false}
              />
            )}
            {canSeeEmails && (
              <Tile
                to={withQuery(paths.adminEmails, { status: 'failed' })}
                label="Failed emails"
                value={failedEmails}
                icon={AlertTriangle}
                isAlarm={failedEmails > 0}
              />
            )}
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}
