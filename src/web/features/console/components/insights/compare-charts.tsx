import { compareColumns } from '#shared/schemas/insights.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  compareCsvPath,
  useCompare,
  type Compare,
  type CompareFilters,
} from '../../api/get-compare.ts';
import { CsvLink } from '../csv-link.tsx';
import { BarChart } from './bar-chart.tsx';
import { CountedAt } from './counted-at.tsx';
import { daysText, percentText } from './insights-format.ts';

type Cohort = Compare['cohorts'][number];
type Row = Cohort['rows'][number];

const viewTitles = {
  funnel: 'How far creators get',
  stall: 'Quests completed, of those who reached them',
  retention: 'Active in each week since sign-up',
} as const;

/** The row where the cohort does least well: where a look is most likely needed. */
function summaryOf(cohort: Cohort): string {
  if (cohort.creators === 0) return 'No members yet.';
  const counted = cohort.rows.filter((row) => row.share !== null);
  const lowest = counted.reduce<Row | null>(
    (worst, row) => (!worst || row.share! < worst.share! ? row : worst),
    null,
  );
  if (!lowest) return `${countOf(cohort.creators, nouns.creator)}; nothing to compare yet.`;
  return `${countOf(cohort.creators, nouns.creator)}; the lowest share is "${lowest.label}" (${lowest.count} of ${lowest.of}, ${percentText(lowest.share)}).`;
}

/**
 * The cohorts chosen, one chart each on one scale of shares (counts beside them), two to a
 * row on a wide screen and one under another on a phone; each chart's table behind it.
 */
export function CompareCharts({ filters }: { filters: CompareFilters }) {
  const compare = useCompare(filters);
  const columns = compareColumns[filters.view];
  return (
    <QueryState query={compare} what="the comparison" placeholders={['h-64']}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-ink">{viewTitles[data.view]}</h2>
            <CsvLink href={compareCsvPath(filters)}>Comparison CSV</CsvLink>
          </div>
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            {data.cohorts.map((cohort) => (
              <BarChart
                key={cohort.id}
                title={cohort.name}
                summary={summaryOf(cohort)}
                max={100}
                bars={cohort.rows.map((row) => ({
                  key: row.key,
                  label: row.label,
                  value: (row.share ?? 0) * 100,
                  // Short, for a 320 px phone: the table behind says it in words.
                  valueText: `${percentText(row.share)} (${row.count}/${row.of})`,
                }))}
                columns={[
                  { heading: columns.label, render: (row: Row) => row.label },
                  { heading: columns.count, render: (row) => row.count, isNoWrap: true },
                  { heading: columns.of, render: (row) => row.of, isNoWrap: true },
                  { heading: 'Share', render: (row) => percentText(row.share), isNoWrap: true },
                  ...(data.view === 'retention'
                    ? []
                    : [
                        {
                          heading: 'Median time',
                          render: (row: Row) => daysText(row.medianDays),
                          isNoWrap: true,
                        },
                      ]),
                ]}
                rows={cohort.rows}
                rowKey={(row) => row.key}
              />
            ))}
          </div>
          <CountedAt countedAt={data.countedAt} pendingCreators={data.pendingCreators} />
        </div>
      )}
    </QueryState>
  );
}
