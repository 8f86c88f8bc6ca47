import { useState } from 'react';
import { useCan } from '#web/lib/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { AtRiskCreator } from '../../api/get-at-risk.ts';
import { useSittingOn } from '../../api/get-sitting-on.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import {
  creatorColumn,
  dayColumn,
  LastActiveHelp,
  lastActiveColumn,
  nudgeColumn,
} from '../creator-columns.tsx';
import type { Column } from '../data-table.tsx';
import { PagedTable } from '../paged-list.tsx';
import { NudgeDialog, type NudgeTarget } from './nudge-dialog.tsx';

/** The active creators behind a stall bar: who sits on this quest now, each a nudge away. */
export function SittingList(props: { questId: string; title: string; filters: InsightFilters }) {
  const [page, setPage] = useState(1);
  const [nudging, setNudging] = useState<NudgeTarget | null>(null);
  const canNudge = useCan('nudges:send');
  const list = useSittingOn(props.questId, { ...props.filters, page });
  const columns: Column<AtRiskCreator>[] = [
    creatorColumn(),
    dayColumn('On it since', (creator) => creator.since),
    lastActiveColumn(),
    nudgeColumn(setNudging),
  ];
  return (
    <section aria-label={`On “${props.title}” now`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">On “{props.title}” now</h3>
        {canNudge && (
          <Button
            variant="secondary"
            disabled={!list.data || list.data.items.length === 0}
            onClick={() =>
              setNudging({
                list: { kind: 'sitting-on-quest', questId: props.questId, ...props.filters },
                description: `everyone on “${props.title}”`,
              })
            }
          >
            Nudge them all
          </Button>
        )}
      </div>
      <PagedTable
        query={list}
        what="who is on this quest"
        emptyText="No active creator is on this quest now."
        label={`Creators on ${props.title}`}
        onPage={setPage}
        columns={columns}
        rowKey={(creator) => creator.id}
      />
      <LastActiveHelp />
      {nudging && (
        <NudgeDialog
          target={nudging}
          suggestedFor="stuck-on-quest"
          onClose={() => setNudging(null)}
        />
      )}
    </section>
  );
}
