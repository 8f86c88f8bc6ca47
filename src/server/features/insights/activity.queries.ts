import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  insightCohortSize,
  insightCreator,
  insightDayCount,
  insightWeekCount,
} from '../../db/schema/insights.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { creatorToday, signedUpIn, signupDayIn, type Population } from './insights-sql.ts';

// Retention and activity, read from the rollup's counts (decision 029): a few thousand rows
// whatever the number of creators.

/** Creators per sign-up day in the population. */
export async function readCohortSizes(
  db: Database,
  population: Population,
): Promise<{ signupDay: string; creators: number }[]> {
  const result = await db.execute(sql`
    select signup_day::text as signup_day, creators from ${insightCohortSize}
    where ${signupDayIn(population, sql`signup_day`)} and creators > 0`);
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
  const result = await db.execute(sql`
    select signup_day::text as signup_day, week_index, active_creators from ${insightWeekCount}
    where ${signupDayIn(input.population, sql`signup_day`)} and week_index < ${input.weeks}
      and active_creators > 0`);
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
  const result = await db.execute(sql`
    select day::text as day, sum(active_creators)::int as active_creators, sum(checkins)::int as checkins
    from ${insightDayCount}
    where day between ${input.first}::date and ${input.last}::date
      and ${signupDayIn(input.population, sql`signup_day`)}
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
      where ${signedUpIn(input.population, sql`c.signed_up_at`)}
    )
    select ${bucket} as bucket, count(*)::int as creators from streaks group by 1`);
  return new Map(
    rowsOf<{ bucket: number; creators: number }>(result).map((row) => [row.bucket, row.creators]),
  );
}
