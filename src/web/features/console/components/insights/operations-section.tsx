import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { kitClaimStatusLabels, kitClaimStatuses } from '#shared/rules/kit-claims.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { KIT_OVERDUE_DAYS } from '#shared/schemas/insights.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { overdueKitsCsvPath, operationsView, type Operations } from '../../api/get-operations.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { DataTable } from '../data-table.tsx';
import { CountedAt } from './counted-at.tsx';
import { daysText } from './insights-format.ts';
import { InsightFigure } from './insight-figure.tsx';
import { CsvLink } from '../csv-link.tsx';

type OverdueClaim = Operations['kits']['overdueClaims'][number];

const overdueNoun = { one: 'overdue claim', other: 'overdue claims' };

const ageOf = (instant: string, now: string) =>
  countOf(Math.floor((Date.parse(now) - Date.parse(instant)) / 86_400_000), nouns.day);

/** Kits and emails: what is waiting on staff, and how long kits take to leave. */
export function OperationsSection({ filters }: { filters: InsightFilters }) {
  const operations = operationsView.useFigures(filters);
  return (
    <QueryState query={operations} what="kits and emails">
      {({ kits, emails, countedAt, pendingCreators }) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <InsightFigure
              label="Claim to shipped (median)"
              value={daysText(kits.medianDaysToShip)}
            />
            <InsightFigure
              label="Oldest pending claim"
              value={
                kits.oldestPendingAt ? ageOf(String(kits.oldestPendingAt), String(countedAt)) : '—'
              }
            />
            <InsightFigure
              label={`Overdue (over ${KIT_OVERDUE_DAYS} days)`}
              value={String(kits.overdue)}
              isAlarm={kits.overdue > 0}
            />
            <InsightFigure
              label="Emails failed this week"
              value={String(emails.failedThisWeek)}
              isAlarm={emails.failedThisWeek > 0}
            />
          </dl>
          <p className="text-sm text-ink-soft">
            Claims:{' '}
            {kitClaimStatuses
              .map(
                (status) =>
                  `${kits.byStatus[status]} ${kitClaimStatusLabels[status].toLowerCase()}`,
              )
              .join(' · ')}
          </p>
          <div className="flex flex-wrap gap-2">
            <CsvLink href={operationsView.csvPath(filters)}>Figures CSV</CsvLink>
            <CsvLink href={overdueKitsCsvPath(filters)}>Overdue kits CSV</CsvLink>
            <Link to={paths.adminClaims} className={buttonVariants({ variant: 'secondary' })}>
              Open kit claims
            </Link>
            {emails.failedThisWeek > 0 && (
              <Link to={paths.adminEmails} className={buttonVariants({ variant: 'secondary' })}>
                Open emails
              </Link>
            )}
          </div>
          {kits.overdueClaims.length > 0 && (
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ember-700">
                Show the oldest {countOf(kits.overdueClaims.length, overdueNoun)}
              </summary>
              <DataTable
                label="Overdue kit claims, the oldest first"
                columns={[
                  {
                    heading: 'Claim',
                    render: (claim: OverdueClaim) => `#${claim.id}`,
                    isNoWrap: true,
                  },
                  { heading: 'Name', render: (claim) => claim.name, isLongText: true },
                  { heading: 'Realm', render: (claim) => claim.realmId, isNoWrap: true },
                  {
                    heading: 'Status',
                    render: (claim) => kitClaimStatusLabels[claim.status],
                    isNoWrap: true,
                  },
                  {
                    heading: 'Claimed',
                    render: (claim) => formatDate(new Date(claim.claimedAt)),
                    isNoWrap: true,
                  },
                ]}
                rows={kits.overdueClaims}
                rowKey={(claim) => String(claim.id)}
              />
            </details>
          )}
          <CountedAt countedAt={countedAt} pendingCreators={pendingCreators} />
        </div>
      )}
    </QueryState>
  );
}
