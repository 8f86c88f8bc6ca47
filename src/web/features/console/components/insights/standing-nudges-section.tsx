import { useState } from 'react';
import type { NudgeList } from '#shared/schemas/insights.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useStandingNudges, type StandingNudge } from '../../api/get-standing-nudges.ts';
import { useStopStandingNudge } from '../../api/stop-standing-nudge.ts';

const listNames: Record<NudgeList, string> = {
  'new-and-quiet': 'New and quiet',
  'streak-broken': 'Streak just broke',
  'stuck-on-quest': 'Stuck on one quest',
  'sitting-on-quest': 'Sitting on one quest',
};

/** The list and the filters it runs under, in words. */
function listText(list: StandingNudge['list']) {
  const filters = [
    list.questId && `quest ${list.questId}`,
    list.cohort && `cohort ${list.cohort}`,
    list.from && `signed up from ${list.from}`,
    list.to && `to ${list.to}`,
  ].filter(Boolean);
  return [listNames[list.kind], ...filters].join(', ');
}

function StandingNudgeCard({ standing }: { standing: StandingNudge }) {
  const [isStopping, setIsStopping] = useState(false);
  const stop = useStopStandingNudge(standing.id);
  const title = listText(standing.list);
  return (
    <li className="flex flex-col gap-2 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">{title}</h3>
      <p className="text-sm whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]">
        {standing.message}
      </p>
      <p className="text-xs text-ink-soft [overflow-wrap:anywhere]">
        {standing.templateLabel ?? 'Written by hand'} · {standing.holdoutPercent}% held back · set
        by {standing.createdByEmail} · last ran {formatDateTime(standing.lastRanAt)}
      </p>
      <Button variant="secondary" className="self-start" onClick={() => setIsStopping(true)}>
        Stop<span className="sr-only"> the standing nudge for {title}</span>
      </Button>
      {isStopping && (
        <ConfirmDialog
          title="Stop this standing nudge?"
          description="Creators who come onto the list from now on are not nudged. Nudges already sent, and their results, stay."
          confirmLabel="Stop Nudge"
          busyLabel="Please wait..."
          isBusy={stop.isPending}
          onClose={() => setIsStopping(false)}
          onConfirm={() =>
            stop.mutate(undefined, {
              onSuccess: () => {
                setIsStopping(false);
                notify('success', 'Standing Nudge Stopped', { id: 'standing-nudge' });
              },
              onError: (error) =>
                notifyError(error, 'Standing Nudge Not Stopped', { id: 'standing-nudge' }),
            })
          }
        />
      )}
    </li>
  );
}

/** The list nudges repeated once a day for creators newly on their list, each a tap from stopping. */
export function StandingNudgesSection() {
  const standing = useStandingNudges();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-soft">
        Once a day, a standing nudge reaches the creators who came onto its list since the day
        before, holding back its share like any list nudge. Set one from a list’s “Nudge everyone on
        this list”.
      </p>
      <QueryState query={standing} what="standing nudges" emptyText="No standing nudges running.">
        {(items) => (
          <ul aria-label="Standing nudges" className="grid gap-3 md:grid-cols-2">
            {items.map((item) => (
              <StandingNudgeCard key={item.id} standing={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
