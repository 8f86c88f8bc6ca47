import { useState } from 'react';
import { Link } from 'react-router';
import { adminCreatorPath } from '#shared/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { useSittingOn, type AtRiskCreator, type InsightFilters } from '../../api/get-insights.ts';
import type { Column } from '../data-table.tsx';
import { PagedTable } from '../paged-list.tsx';
import { NudgeDialog, type NudgeTarget } from './nudge-dialog.tsx';

/** The active creators behind a stall bar: who sits on this quest now, each a nudge away. */
export function SittingList(props: { questId: string; title: string; filters: InsightFilters }) {
  const [page, setPage] = useState(1);
  const [nudging, setNudging] = useState<NudgeTarget | null>(null);
  const list = useSittingOn(props.questId, { ...props.filters, page });
  const columns: Column<AtRiskCreator>[] = [
    {
      heading: 'Creator',
      render: (creator) => (
        <Link
          to={adminCreatorPath(creator.id)}
          className="font-semibold text-ember-700 underline-offset-4 hover:underline"
        >
          {creator.name || creator.email}
        </Link>
      ),
      isLongText: true,
    },
    {
      heading: 'On it since',
      render: (creator) => formatDate(new Date(creator.since)),
      isNoWrap: true,
    },
    {
      heading: '',
      render: (creator) => (
        <Button
          variant="secondary"
          onClick={() => setNudging({ creators: [{ id: creator.id, name: creator.name }] })}
        >
          Nudge<span className="sr-only"> {creator.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <section aria-label={`On “${props.title}” now`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">On “{props.title}” now</h3>
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
