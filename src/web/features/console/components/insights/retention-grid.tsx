import { countOf, nouns } from '#shared/rules/plural.ts';
import { useId } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { retentionView, type Retention } from '../../api/get-retention.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { CountedAt } from './counted-at.tsx';
import { percentText } from './insights-format.ts';
import { CsvLink } from '../csv-link.tsx';

type Cohort = Retention['cohorts'][number];

function summaryOf(cohorts: Cohort[]): string {
  const weekOne = cohorts.flatMap((cohort) => cohort.cells.filter((cell) => cell.weekIndex === 1));
  const eligible = weekOne.reduce((sum, cell) => sum + cell.eligible, 0);
  if (cohorts.length === 0) return 'No creators signed up in this selection.';
  if (eligible === 0) return 'No cohort has finished its second week yet.';
  const active = weekOne.reduce((sum, cell) => sum + cell.active, 0);
  return `${percentText(active / eligible)} of creators were active in their second week, across ${cohorts.length} sign-up weeks.`;
}

/** A cell's shade: the share active, from pale to deep ember; white when the week is not over. */
function shadeOf(share: number | null): string {
  if (share === null) return 'bg-white text-ink-soft';
  if (share >= 0.6) return 'bg-ember-600 text-white';
  if (share >= 0.4) return 'bg-ember-400 text-ink';
  if (share >= 0.2) return 'bg-ember-200 text-ink';
  if (share > 0) return 'bg-ember-50 text-ink';
  return 'bg-stone-50 text-ink-soft';
}

/**
 * Who keeps coming back: a sign-up week a row, a week since sign-up a column, each cell the
 * share of the week's creators active in it. The grid is the table: it scrolls sideways inside
 * its card on a phone, the sign-up week staying in view.
 */
export function RetentionGrid({ filters }: { filters: InsightFilters }) {
  const retention = retentionView.useFigures(filters);
  const summaryId = useId();
  return (
    <QueryState query={retention} what="retention">
      {(data) => (
        <figure
          aria-labelledby={`${summaryId}-title`}
          className="flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-1">
              <h3 id={`${summaryId}-title`} className="text-lg font-semibold text-ink">
                Weekly retention
              </h3>
              <p id={summaryId} className="text-sm text-ink-soft">
                {summaryOf(data.cohorts)}
              </p>
            </div>
            <CsvLink href={retentionView.csvPath(filters)}>Retention CSV</CsvLink>
          </div>
          <div
            className="overflow-x-auto"
            tabIndex={0}
            aria-label="Weekly retention grid, scrolls sideways"
          >
            <table
              aria-describedby={summaryId}
              className="w-max border-separate border-spacing-1 text-sm"
            >
              <caption className="sr-only">
                Share of each sign-up week’s creators active in each week since they signed up
              </caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 bg-white px-2 text-left text-xs text-ink-soft"
                  >
                    Signed up (week of)
                  </th>
                  {Array.from({ length: data.weeks }, (_, week) => (
                    <th key={week} scope="col" className="w-12 text-xs font-semibold text-ink-soft">
                      <abbr title={`Week ${week} after sign-up`}>W{week}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.cohorts.map((cohort) => (
                  <tr key={cohort.week}>
                    <th
                      scope="row"
                      className="sticky left-0 bg-white px-2 text-left font-normal whitespace-nowrap"
                    >
                      {formatDate(new Date(`${cohort.week}T12:00:00Z`))}
                      <span className="block text-xs text-ink-soft">
                        {countOf(cohort.creators, nouns.creator)}
                      </span>
                    </th>
                    {cohort.cells.map((cell) => (
                      <td
                        key={cell.weekIndex}
                        className={`h-11 w-12 rounded-md text-center text-xs font-semibold ${shadeOf(cell.share)}`}
                      >
                        {cell.share === null ? (
                          <span aria-label="not over yet">·</span>
                        ) : (
                          <span title={`${cell.active} of ${cell.eligible}`}>
                            {percentText(cell.share)}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CountedAt countedAt={data.countedAt} pendingCreators={data.pendingCreators} />
        </figure>
      )}
    </QueryState>
  );
}
