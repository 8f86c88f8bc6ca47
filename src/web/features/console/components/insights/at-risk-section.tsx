import { useState } from 'react';
import { useCan } from '#web/lib/permissions.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { atRiskKinds, type AtRiskKind } from '#shared/schemas/insights.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { atRiskCsvPath, useAtRisk, type AtRiskCreator } from '../../api/get-at-risk.ts';
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
import { QuietPairsList } from './quiet-pairs-list.tsx';
import { CsvLink } from '../csv-link.tsx';

/** Each list's words; `since` is the heading of when its risk began, when not "Last active". */
const kindWords: Record<AtRiskKind, { label: string; since: string | null; list: string }> = {
  'new-and-quiet': {
    label: 'New and quiet (first 14 days, 3 days silent)',
    // Quiet since their last activity: the "Last active" column says it.
    since: null,
    list: 'the new and quiet',
  },
  'streak-broken': {
    label: 'Streak of 7+ days just broke',
    since: 'Last check-in',
    list: 'everyone whose streak just broke',
  },
  'stuck-on-quest': {
    label: 'Stuck on one quest for 10+ days',
    since: 'On it since',
    list: 'everyone stuck on a quest',
  },
};

/** A phone shows a page of cards: ten is a screenful or two, and the next page is a tap away. */
const AT_RISK_PAGE_SIZE = 10;

const sorts = [
  { value: 'since:desc', label: 'Most recent first' },
  { value: 'since:asc', label: 'Longest ago first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'joined:desc', label: 'Newest creators first' },
];

/** One at-risk list of creators: sort it, open a creator, or nudge one or the whole list. */
function AtRiskCreators({ kind, filters }: { kind: AtRiskKind; filters: InsightFilters }) {
  const [order, setOrder] = useState(sorts[0]!.value);
  const [page, setPage] = useState(1);
  const [nudging, setNudging] = useState<NudgeTarget | null>(null);
  const canNudge = useCan('nudges:send');
  const [sort, direction] = order.split(':') as [string, string];
  const list = useAtRisk(kind, { ...filters, sort, direction, page, pageSize: AT_RISK_PAGE_SIZE });
  const words = kindWords[kind];

  const columns: Column<AtRiskCreator>[] = [
    creatorColumn(),
    ...(words.since ? [dayColumn(words.since, (creator: AtRiskCreator) => creator.since)] : []),
    lastActiveColumn(),
    { heading: 'Current quest', render: (creator) => creator.currentQuest?.title ?? '—' },
    ...(kind === 'streak-broken'
      ? [
          {
            heading: 'Streak',
            render: (creator: AtRiskCreator) =>
              creator.streakLength === null ? '—' : countOf(creator.streakLength, nouns.day),
            isNoWrap: true,
          },
        ]
      : []),
    nudgeColumn(setNudging),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="sm:max-w-xs">
        <SelectField
          label="Order"
          value={order}
          onChange={(event) => {
            setOrder(event.target.value);
            setPage(1);
          }}
          options={sorts.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {canNudge && (
          <Button
            disabled={!list.data || list.data.items.length === 0}
            onClick={() => setNudging({ list: { kind, ...filters }, description: words.list })}
          >
            Nudge everyone on this list
          </Button>
        )}
        <CsvLink href={atRiskCsvPath(kind, { ...filters, sort, direction })}>List CSV</CsvLink>
      </div>
      <PagedTable
        query={list}
        what="the list"
        emptyText="No one on this list: good news."
        label={words.label}
        onPage={setPage}
        columns={columns}
        rowKey={(creator) => creator.id}
      />
      <LastActiveHelp />
      {nudging && (
        <NudgeDialog target={nudging} suggestedFor={kind} onClose={() => setNudging(null)} />
      )}
    </div>
  );
}

const quietPairs = 'quiet-pairs';

/** Who needs a word today: the at-risk lists of creators, and the buddy pairs gone quiet. */
export function AtRiskSection({ filters }: { filters: InsightFilters }) {
  const [list, setList] = useState<AtRiskKind | typeof quietPairs>('stuck-on-quest');
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="List"
        value={list}
        onChange={(event) => setList(event.target.value as AtRiskKind | typeof quietPairs)}
        options={[
          ...atRiskKinds.map((value) => ({ value, label: kindWords[value].label })),
          { value: quietPairs, label: 'Buddy pairs with no note for two weeks' },
        ]}
      />
      {list === quietPairs ? (
        <QuietPairsList />
      ) : (
        <AtRiskCreators key={list} kind={list} filters={filters} />
      )}
    </div>
  );
}
