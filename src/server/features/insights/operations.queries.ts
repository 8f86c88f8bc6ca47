import { sql } from 'drizzle-orm';
import { kitOverdueStatuses, type KitClaimStatus } from '#shared/rules/kit-claims.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { rewardClaim } from '../../db/schema/journey.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { daysBetween, inPopulation, type Dated, type Population } from './insights-sql.ts';

// Kit operations: a read model over the claims (like the funnel's kit step), a small table.

const isWholeProgramme = (population: Population) =>
  !population.from && !population.to && population.cohortId === null;

/** Claims whose creator is in the population; every claim, erased ones too, when it is everyone. */
const claimsOf = (population: Population) =>
  isWholeProgramme(population)
    ? sql`${rewardClaim} k left join ${user} u on u.id = k.user_id`
    : sql`${rewardClaim} k join ${user} u on u.id = k.user_id
        and ${inPopulation(population, { signedUpAt: sql`u.created_at`, userId: sql`u.id` })}`;

/** The statuses of the overdue rule, as SQL (constants, so written inline). */
const notYetShipped = sql.raw(kitOverdueStatuses.map((status) => `'${status}'`).join(', '));

export type KitStats = {
  by_status: Record<string, number> | string;
  median_days_to_ship: number | null;
  oldest_pending_at: Dated | null;
  overdue: number;
};

/** Claims by status, the median days from claim to shipped, the oldest pending, and how many are overdue. */
export async function readKitStats(
  db: Database,
  input: { population: Population; overdueBefore: Date },
): Promise<KitStats> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_object_agg(status, n), '{}'::json) from (
        select k.status, count(*)::int as n from ${claimsOf(input.population)} group by k.status) s)
        as by_status,
      (select (percentile_cont(0.5) within group (order by ${daysBetween(sql`k.shipped_at`, sql`k.created_at`)}))::float8
        from ${claimsOf(input.population)} where k.shipped_at is not null) as median_days_to_ship,
      (select min(k.created_at) from ${claimsOf(input.population)} where k.status = 'pending')
        as oldest_pending_at,
      (select count(*)::int from ${claimsOf(input.population)}
        where k.status in (${notYetShipped})
          and k.created_at < ${input.overdueBefore.toISOString()}::timestamptz) as overdue`);
  return rowsOf<KitStats>(result)[0]!;
}

export type OverdueClaimRow = {
  id: number;
  user_id: string | null;
  name: string;
  realm_id: number;
  status: KitClaimStatus;
  created_at: Dated;
  packed_at: Dated | null;
};

/** The overdue claims (pending or packed, claimed before `overdueBefore`), the oldest first. */
export async function listOverdueClaims(
  db: Database,
  input: { population: Population; overdueBefore: Date; limit: number; offset: number },
): Promise<OverdueClaimRow[]> {
  const result = await db.execute(sql`
    select k.id, k.user_id, k.name, k.realm_id, k.status, k.created_at, k.packed_at
    from ${claimsOf(input.population)}
    where k.status in (${notYetShipped})
      and k.created_at < ${input.overdueBefore.toISOString()}::timestamptz
    order by k.created_at asc, k.id asc
    limit ${input.limit} offset ${input.offset}`);
  return rowsOf<OverdueClaimRow>(result);
}
