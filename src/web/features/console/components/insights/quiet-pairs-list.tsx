import { useState } from 'react';
import { useCan } from '#web/lib/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { quietPairsCsvPath, useQuietPairs, type QuietPair } from '../../api/get-quiet-pairs.ts';
import { CreatorLink } from '../creator-columns.tsx';
import type { Column } from '../data-table.tsx';
import { PagedTable } from '../paged-list.tsx';
import { NudgeDialog, type NudgeTarget } from './nudge-dialog.tsx';
import { CsvLink } from '../csv-link.tsx';

const creatorLink = (creator: { id: string; name: string }) => (
  <CreatorLink id={creator.id}>{creator.name || 'A creator'}</CreatorLink>
);

/** Buddy pairs with no note for two weeks, the longest quiet first, each pair a nudge away. */
export function QuietPairsList() {
  const [page, setPage] = useState(1);
  const [nudging, setNudging] = useState<NudgeTarget | null>(null);
  const canNudge = useCan('nudges:send');
  const pairs = useQuietPairs(page);
  const columns: Column<QuietPair>[] = [
    {
      heading: 'Pair',
      render: (pair) => (
        <span>
          {creatorLink(pair.first)} and {creatorLink(pair.second)}
        </span>
      ),
      isLongText: true,
    },
    {
      heading: 'Last note',
      render: (pair) =>
        pair.lastNoteAt ? formatDate(new Date(pair.lastNoteAt)) : 'None since pairing',
      isNoWrap: true,
    },
    {
      heading: 'Paired',
      render: (pair) => formatDate(new Date(pair.pairedAt)),
      isNoWrap: true,
    },
    {
      heading: '',
      render: (pair) =>
        canNudge && (
          <Button
            variant="secondary"
            onClick={() => setNudging({ creators: [pair.first, pair.second] })}
          >
            Nudge both
            <span className="sr-only">
              {' '}
              {pair.first.name} and {pair.second.name}
            </span>
          </Button>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <CsvLink href={quietPairsCsvPath()} className="self-start">
        Pairs CSV
      </CsvLink>
      <PagedTable
        query={pairs}
        what="quiet pairs"
        emptyText="Every buddy pair has written a note in the last two weeks."
        label="Buddy pairs quiet for two weeks"
        onPage={setPage}
        columns={columns}
        rowKey={(pair) => pair.id}
      />
      {nudging && <NudgeDialog target={nudging} onClose={() => setNudging(null)} />}
    </div>
  );
}
