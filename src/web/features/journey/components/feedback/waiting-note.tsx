import { Hourglass } from 'lucide-react';
import { formatDate } from '#web/lib/format-date.ts';

/** An answer in the coach's queue: said quietly, with the reminder that nothing waits on it. */
export function WaitingNote({ submittedAt, version }: { submittedAt: string; version: number }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-line bg-parchment p-3 text-sm">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-ink-soft" aria-hidden />
      <div>
        <p className="font-semibold text-ink">Waiting for a coach’s feedback</p>
        <p className="text-ink-soft">
          {version > 1 ? `Your revision (version ${version})` : 'Your answer'} went to a coach on{' '}
          <time dateTime={submittedAt}>{formatDate(new Date(submittedAt))}</time>. You don’t need to
          wait: your next quest is open.
        </p>
      </div>
    </div>
  );
}
