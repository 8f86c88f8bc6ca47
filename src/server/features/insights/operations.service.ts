import { kitClaimStatuses, kitOverdueBefore } from '#shared/rules/kit-claims.ts';
import type { InsightFilter } from '#shared/schemas/insights.ts';
import { countFailedEmails } from '../../mail/outbox-console.ts';
import { populationOf } from './insights-filter.ts';
import { dateOrNull } from './insights-sql.ts';
import { viewKey, type InsightsDeps } from './insights.service.ts';
import { listOverdueClaims, readKitStats } from './operations.queries.ts';
import { assertCohortKnown } from './cohort-filter.ts';

const DAY_MS = 86_400_000;
/** The operations view lists this many overdue claims, the oldest first; the CSV has them all. */
export const OVERDUE_SHOWN = 10;

const overdueItem = (row: Awaited<ReturnType<typeof listOverdueClaims>>[number]) => ({
  id: row.id,
  creatorId: row.user_id,
  name: row.name,
  realmId: row.realm_id,
  status: row.status,
  claimedAt: new Date(row.created_at),
  packedAt: dateOrNull(row.packed_at),
});

/**
 * Kits and emails: claims by status, the median days from claim to shipped, the oldest
 * pending claim, those overdue (still pending or packed 5 days after the claim), and the
 * emails that failed in the last 7 days (the whole programme's, whatever the filter).
 */
export async function getOperations(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  return deps.views.view(viewKey('operations', filter), now, async () => {
    const population = populationOf(filter);
    const overdueBefore = kitOverdueBefore(now);
    const [stats, overdue, failedEmails] = await Promise.all([
      readKitStats(deps.db, { population, overdueBefore }),
      listOverdueClaims(deps.db, { population, overdueBefore, limit: OVERDUE_SHOWN, offset: 0 }),
      countFailedEmails(deps.db, new Date(now.getTime() - 7 * DAY_MS)),
    ]);
    const byStatus: Record<string, number> =
      typeof stats.by_status === 'string' ? JSON.parse(stats.by_status) : stats.by_status;
    return {
      kits: {
        byStatus: Object.fromEntries(
          kitClaimStatuses.map((status) => [status, byStatus[status] ?? 0]),
        ) as Record<(typeof kitClaimStatuses)[number], number>,
        medianDaysToShip: stats.median_days_to_ship,
        oldestPendingAt: dateOrNull(stats.oldest_pending_at),
        overdue: stats.overdue,
        overdueClaims: overdue.map(overdueItem),
      },
      emails: { failedThisWeek: failedEmails },
    };
  });
}

/** Every overdue claim (up to `limit`), for the CSV. */
export async function listAllOverdueClaims(
  deps: InsightsDeps,
  input: { filter: InsightFilter; limit: number },
) {
  const now = deps.clock();
  await assertCohortKnown(deps, input.filter);
  const rows = await listOverdueClaims(deps.db, {
    population: populationOf(input.filter),
    overdueBefore: kitOverdueBefore(now),
    limit: input.limit,
    offset: 0,
  });
  return rows.map(overdueItem);
}
