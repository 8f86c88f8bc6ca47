import { addDays } from '#shared/rules/calendar.ts';
import {
  ACTIVITY_DAYS,
  RETENTION_COHORTS,
  RETENTION_WEEKS,
  streakBuckets,
  type InsightFilter,
} from '#shared/schemas/insights.ts';
import {
  readActiveWeeks,
  readCohortSizes,
  readDailyActivity,
  readStreakLengths,
} from './activity.queries.ts';
import { weekIndexOf } from './count-deltas.ts';
import { populationOf } from './insights-filter.ts';
import { utcDayOf } from './insights-sql.ts';
import { viewKey, type InsightsDeps } from './insights.service.ts';
import { assertCohortKnown } from './cohort-filter.ts';

/** The Monday of the UTC calendar week holding `day`. */
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Who keeps coming back: per sign-up week (the latest twelve in the filter), the share of its
 * creators active in each week since they signed up. A creator counts towards a week once it
 * is over for them (their own sign-up day + 7 × (week + 1) is today or earlier); a week over
 * for nobody yet is left empty.
 */
export async function getRetention(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const today = utcDayOf(now);
  return deps.views.view(viewKey('retention', { ...filter, today }), now, async () => {
    const { sizes, active } = await readRetentionCounts(deps, filter);
    const cohortWeeks = [...new Set(sizes.map((size) => mondayOf(size.signupDay)))]
      .sort()
      .slice(-RETENTION_COHORTS);
    return {
      weeks: RETENTION_WEEKS,
      cohorts: cohortWeeks.map((week) => {
        const days = sizes.filter((size) => mondayOf(size.signupDay) === week);
        return {
          week,
          creators: days.reduce((sum, size) => sum + size.creators, 0),
          cells: retentionCellsOf(days, active, today),
        };
      }),
    };
  });
}

/**
 * Retention as one row for the whole filter, every sign-up week pooled: how cohorts whose
 * members signed up at different times compare, week for week since each of them signed up.
 */
export async function getPooledRetention(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const today = utcDayOf(now);
  return deps.views.view(viewKey('retention-pooled', { ...filter, today }), now, async () => {
    const { sizes, active } = await readRetentionCounts(deps, filter);
    return {
      creators: sizes.reduce((sum, size) => sum + size.creators, 0),
      cells: retentionCellsOf(sizes, active, today),
    };
  });
}

async function readRetentionCounts(deps: InsightsDeps, filter: InsightFilter) {
  const population = populationOf(filter);
  const [sizes, weeks] = await Promise.all([
    readCohortSizes(deps.db, population),
    readActiveWeeks(deps.db, { population, weeks: RETENTION_WEEKS }),
  ]);
  const active = new Map(
    weeks.map((row) => [`${row.signupDay}|${row.weekIndex}`, row.activeCreators]),
  );
  return { sizes, active };
}

/** Each week since sign-up, over the sign-up days given: creators it is over for, and active ones. */
function retentionCellsOf(
  days: readonly { signupDay: string; creators: number }[],
  active: ReadonlyMap<string, number>,
  today: string,
) {
  return Array.from({ length: RETENTION_WEEKS }, (_, weekIndex) => {
    const over = days.filter((size) => weekIndexOf(size.signupDay, today) >= weekIndex + 1);
    const eligible = over.reduce((sum, size) => sum + size.creators, 0);
    const activeCreators = over.reduce(
      (sum, size) => sum + (active.get(`${size.signupDay}|${weekIndex}`) ?? 0),
      0,
    );
    return {
      weekIndex,
      eligible,
      active: activeCreators,
      share: eligible === 0 ? null : activeCreators / eligible,
    };
  });
}

/** Daily active creators and check-ins over the last 90 days, and today's streaks. */
export async function getActivity(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const today = utcDayOf(now);
  const first = addDays(today, -(ACTIVITY_DAYS - 1));
  return deps.views.view(viewKey('activity', { ...filter, today }), now, async () => {
    const population = populationOf(filter);
    const [daily, streaks] = await Promise.all([
      readDailyActivity(deps.db, { population, first, last: today }),
      readStreakLengths(deps.db, {
        population,
        now,
        bucketStarts: streakBuckets.map((bucket) => bucket.from),
      }),
    ]);
    const byDay = new Map(daily.map((row) => [row.day, row]));
    return {
      days: Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
        const day = addDays(first, index);
        const row = byDay.get(day);
        return { day, activeCreators: row?.activeCreators ?? 0, checkins: row?.checkins ?? 0 };
      }),
      streaks: streakBuckets.map((bucket) => ({
        from: bucket.from,
        label: bucket.label,
        creators: streaks.get(bucket.from) ?? 0,
      })),
    };
  });
}
