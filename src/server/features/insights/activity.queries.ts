import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  insightCohortSize,
  insightCreator,
  insightDayCount,
  insightMemberDayCount,
  insightMemberSize,
  insightMemberWeekCount,
  insightWeekCount,
} from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { creatorToday, inPopulation, signupDayIn, type Population } from './insights-sql.ts';

// Retention and activity, read from the rollup's counts (decision 029): a few thousand rows
// whatever the number of creators. A programme cohort's are its member counts, kept the same
// way per cohort (count-deltas.ts); the rollup catches up before every read
// (counted-views.ts) and a move marks the creator stale, so a move is counted by then.

/** The counts table to read for the population, and the condition its rows must meet. */
function countsOf(
  population: Population,
  tables: { all: SQL; members: SQL },
): { from: SQL; where: SQL } {
  const signedUp = signupDayIn(population, sql`signup_day`);
  return population.cohortId === null
    ? { from: tables.all, where: signedUp }
    : { from: tables.members, where: sql`cohort_id = ${population.cohortId} and ${signedUp}` };
}

/** Creators per sign-up day in the population. */
export async function readCohortSizes(
  db: Database,
  population: Population,
): Promise<{ signupDay: string; creators: number }[]> {
  const counts = countsOf(population, {
    all: sql`${insightCohortSize}`,
    members: sql`${insightMemberSize}`,
  });
  const result = await db.execute(sql`
    select signup_day::text as signup_day, creators from ${counts.from}
    where ${counts.where} and creators > 0`);
  return rowsOf<{ signup_day: string; creators: number }>(result).map((row) => ({
    signupDay: row.signup_day,
    creators: row.creators,
  }));
}

/** Per sign-up day and week since (0 … `weeks` - 1), the creators active that week. */
export async function readActiveWeeks(
  db: Database,
  input: { population: Population; weeks: number },
): Promise<{ signupDay: string; weekIndex: number; activeCreators: number }[]> {
  const counts = countsOf(input.population, {
    all: sql`${insightWeekCount}`,
    members: sql`${insightMemberWeekCount}`,
  });
  const result = await db.execute(sql`
    select signup_day::text as signup_day, week_index, active_creators from ${counts.from}
    where ${counts.where} and week_index < ${input.weeks} and active_creators > 0`);
  return rowsOf<{ signup_day: string; week_index: number; active_creators: number }>(result).map(
    (row) => ({
      signupDay: row.signup_day,
      weekIndex: row.week_index,
      activeCreators: row.active_creators,
    }),
  );
}

/** Per UTC day in [first, last]: creators active and check-ins written. */
export async function readDailyActivity(
  db: Database,
  input: { population: Population; first: string; last: string },
): Promise<{ day: string; activeCreators: number; checkins: number }[]> {
  const counts = countsOf(input.population, {
    all: sql`${insightDayCount}`,
    members: sql`${insightMemberDayCount}`,
  });
  const result = await db.execute(sql`
    select day::text as day, sum(active_creators)::int as active_creators,
      sum(checkins)::int as checkins
    from ${counts.from}
    where day between ${input.first}::date and ${input.last}::date and ${counts.where}
    group by day`);
  return rowsOf<{ day: string; active_creators: number; checkins: number }>(result).map((row) => ({
    day: row.day,
    activeCreators: row.active_creators,
    checkins: row.checkins,
  }));
}

/** Streak lengths at `now` on each creator's own calendar, grouped by the bucket each falls in. */
export async function readStreakLengths(
  db: Database,
  input: { population: Population; now: Date; bucketStarts: readonly number[] },
): Promise<Map<number, number>> {
  const local = creatorToday(input.now, sql`c.time_zone`);
  const starts = [...input.bucketStarts].sort((a, b) => b - a);
  const bucket = sql`case ${sql.join(
    starts.map((start) => sql`when streak >= ${start}::int then ${start}::int`),
    sql` `,
  )} end`;
  const result = await db.execute(sql`
    with streaks as (
      select case when c.streak_lost_on > ${local.today} then c.streak_run else 0 end as streak
      from ${insightCreator} c ${local.join}
      where ${inPopulation(input.population, { signedUpAt: sql`c.signed_up_at`, userId: sql`c.user_id` })}
    )
    select ${bucket} as bucket, count(*)::int as creators from streaks group by 1`);
  return new Map(
    rowsOf<{ bucket: number; creators: number }>(result).map((row) => [row.bucket, row.creators]),
  );
}
