import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insightCreatorDays } from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { memberOf, signupDayIn, type Population } from './insights-sql.ts';

// Retention and activity for one programme cohort. The counts keyed by sign-up day hold every
// creator and cannot be split by cohort; these add up the same figures the same way
// (count-deltas.ts) from each member's own days in insight_creator_days: a cohort's few
// thousand rows, found through cohort_member's index. A cohort key on every count row, kept
// by the rollup, would multiply those tables by the cohorts and make a move rewrite counts.

export type CohortPopulation = Population & { cohortId: number };

/** Whether the row `d` of insight_creator_days is a member's in the population. */
const isMember = (population: CohortPopulation): SQL =>
  sql`${signupDayIn(population, sql`d.signup_day`)} and ${memberOf(population.cohortId, sql`d.user_id`)}`;

/** Members per sign-up day. */
export async function readMemberSignupDays(
  db: Database,
  population: CohortPopulation,
): Promise<{ signup_day: string; creators: number }[]> {
  const result = await db.execute(sql`
    select d.signup_day::text as signup_day, count(*)::int as creators
    from ${insightCreatorDays} d where ${isMember(population)}
    group by d.signup_day`);
  return rowsOf(result);
}

/** Per sign-up day and week since it, the members active that week (once each). */
export async function readMemberActiveWeeks(
  db: Database,
  input: { population: CohortPopulation; weeks: number },
): Promise<{ signup_day: string; week_index: number; active_creators: number }[]> {
  // Each member's weeks told apart within their own row (a lateral distinct), not across the
  // cohort's hundred thousand active days at once: the same counts in about 60% of the time.
  const result = await db.execute(sql`
    select d.signup_day::text as signup_day, w.week_index, count(*)::int as active_creators
    from ${insightCreatorDays} d
    cross join lateral (
      select distinct (a.day - d.signup_day) / 7 as week_index
      from unnest(d.active_days) as a(day)
      where a.day >= d.signup_day and a.day < d.signup_day + ${input.weeks * 7}::int
    ) w
    where ${isMember(input.population)}
    group by d.signup_day, w.week_index`);
  return rowsOf(result);
}

/** Per UTC day in [first, last]: members active, and check-ins they wrote. */
export async function readMemberDailyActivity(
  db: Database,
  input: { population: CohortPopulation; first: string; last: string },
): Promise<{ day: string; active_creators: number; checkins: number }[]> {
  const inRange = sql`between ${input.first}::date and ${input.last}::date`;
  const result = await db.execute(sql`
    select x.day::text as day, sum(x.active)::int as active_creators, sum(x.checkin)::int as checkins
    from (
      select a.day, 1 as active, 0 as checkin
      from ${insightCreatorDays} d, unnest(d.active_days) as a(day)
      where ${isMember(input.population)} and a.day ${inRange}
      union all
      select k.day, 0, 1
      from ${insightCreatorDays} d, unnest(d.checkin_days) as k(day)
      where ${isMember(input.population)} and k.day ${inRange}
    ) x
    group by x.day`);
  return rowsOf(result);
}
