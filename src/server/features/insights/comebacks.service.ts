import type { InsightFilter } from '#shared/schemas/insights.ts';
import { addDays, isValidTimeZone, localDateIn } from '#shared/rules/calendar.ts';
import type { LocalDate } from '#shared/rules/calendar.ts';
import { weekStartOf } from '#shared/rules/buddies.ts';
import { returnDaysOf } from '#shared/rules/comebacks.ts';
import { streakEventsOf } from '#shared/rules/streaks.ts';
import {
  readActivityInstants,
  readCheckinDays,
  readCreatorBatch,
  readNudgesSince,
  readRealmCompletions,
  type ActivityInstant,
} from './comebacks.queries.ts';
import { populationOf } from './insights-filter.ts';
import { utcDayOf } from './insights-sql.ts';
import { viewKey, type InsightsDeps } from './insights.service.ts';
import { assertCohortKnown } from './cohort-filter.ts';

/** The view's weeks, the current one last. */
export const COMEBACK_WEEKS = 12;
/** A nudged creator counts as back with any activity this many days after the nudge. */
export const NUDGE_BACK_WITHIN_DAYS = 7;
/** Creators read per batch. */
const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

export type ComebackWeek = {
  /** The week's Monday. */
  weekStart: LocalDate;
  comebacks: number;
  streaksEarnedBack: number;
  freezesUsed: number;
  nudged: number;
  nudgedBack: number;
  /** nudgedBack / nudged; null when no one was nudged. */
  nudgedBackShare: number | null;
};

/** One creator's rows, as the week counts read them. */
export type CreatorHistory = {
  timeZone: string;
  /** Every moment of activity (last-active.ts), in ms. */
  activityMs: readonly number[];
  checkinDates: readonly LocalDate[];
  realmsCompletedMs: readonly number[];
  nudgesMs: readonly number[];
};

/**
 * Adds one creator's comebacks, earn-backs, frozen days and nudges to the weeks (keyed by
 * Monday). Days are the creator's own calendar days, as their streak counts them; a nudge
 * falls in the UTC week it was sent, and counts as answered by any activity within 7 days.
 */
export function addCreatorToWeeks(
  weeks: Map<LocalDate, ComebackWeek>,
  history: CreatorHistory,
  now: Date,
): void {
  const zone = isValidTimeZone(history.timeZone) ? history.timeZone : 'UTC';
  const dayOf = (ms: number) => localDateIn(zone, new Date(ms));
  const add = (day: LocalDate, field: 'comebacks' | 'streaksEarnedBack' | 'freezesUsed') => {
    const week = weeks.get(weekStartOf(day));
    if (week) week[field] += 1;
  };
  for (const day of returnDaysOf(history.activityMs.map(dayOf))) add(day, 'comebacks');
  const events = streakEventsOf(
    {
      checkinDates: history.checkinDates,
      realmsCompletedOn: history.realmsCompletedMs.map(dayOf),
    },
    localDateIn(zone, now),
  );
  for (const day of events.earnedBackDays) add(day, 'streaksEarnedBack');
  for (const day of events.frozenDays) add(day, 'freezesUsed');
  const nudgedWeeks = new Map<LocalDate, boolean>();
  for (const nudgedMs of history.nudgesMs) {
    const monday = weekStartOf(utcDayOf(new Date(nudgedMs)));
    const isBack = history.activityMs.some(
      (ms) => ms > nudgedMs && ms <= nudgedMs + NUDGE_BACK_WITHIN_DAYS * DAY_MS,
    );
    nudgedWeeks.set(monday, (nudgedWeeks.get(monday) ?? false) || isBack);
  }
  for (const [monday, isBack] of nudgedWeeks) {
    const week = weeks.get(monday);
    if (!week) continue;
    week.nudged += 1;
    if (isBack) week.nudgedBack += 1;
  }
}

/** The last COMEBACK_WEEKS weeks' Mondays (UTC), oldest first. */
export function weekStartsUpTo(now: Date): LocalDate[] {
  const thisWeek = weekStartOf(utcDayOf(now));
  return Array.from({ length: COMEBACK_WEEKS }, (_, index) =>
    addDays(thisWeek, 7 * (index - COMEBACK_WEEKS + 1)),
  );
}

const byUser = (rows: readonly ActivityInstant[]) => {
  const map = new Map<string, number[]>();
  for (const row of rows) {
    const list = map.get(row.user_id) ?? [];
    list.push(Number(row.at_ms));
    map.set(row.user_id, list);
  }
  return map;
};

/** The 12 weeks up to `now`'s, oldest first, each counting nothing yet. */
export function emptyWeeksUpTo(now: Date): Map<LocalDate, ComebackWeek> {
  return new Map(
    weekStartsUpTo(now).map((weekStart) => [
      weekStart,
      {
        weekStart,
        comebacks: 0,
        streaksEarnedBack: 0,
        freezesUsed: 0,
        nudged: 0,
        nudgedBack: 0,
        nudgedBackShare: null,
      },
    ]),
  );
}

/**
 * Comebacks, week by week for the last 12 weeks (Monday to Sunday): creators whose activity
 * resumed after 3+ days with none, runs earned back, freezes used, and of the creators staff
 * nudged, those active again within 7 days. Counts the creators who signed up in the filter's
 * window; read live, a batch of creators at a time (the rollup keeps no dates per day).
 */
export async function getComebacks(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  return deps.views.live(viewKey('comebacks', filter), now, async () => {
    const population = populationOf(filter);
    const weeks = emptyWeeksUpTo(now);
    const nudgesSince = new Date(`${[...weeks.keys()][0]!}T00:00:00Z`);
    for (let afterId = ''; ;) {
      const creators = await readCreatorBatch(deps.db, { population, afterId, limit: BATCH_SIZE });
      if (creators.length === 0) break;
      const userIds = creators.map((creator) => creator.id);
      const [activity, checkins, realms, nudges] = await Promise.all([
        readActivityInstants(deps.db, userIds),
        readCheckinDays(deps.db, userIds),
        readRealmCompletions(deps.db, userIds),
        readNudgesSince(deps.db, { userIds, since: nudgesSince }),
      ]);
      const activityOf = byUser(activity);
      const realmsOf = byUser(realms);
      const nudgesOf = byUser(nudges);
      const checkinsOf = new Map<string, LocalDate[]>();
      for (const row of checkins) {
        const dates = checkinsOf.get(row.user_id) ?? [];
        dates.push(row.local_date);
        checkinsOf.set(row.user_id, dates);
      }
      for (const creator of creators)
        addCreatorToWeeks(
          weeks,
          {
            timeZone: creator.time_zone,
            activityMs: activityOf.get(creator.id) ?? [],
            checkinDates: checkinsOf.get(creator.id) ?? [],
            realmsCompletedMs: realmsOf.get(creator.id) ?? [],
            nudgesMs: nudgesOf.get(creator.id) ?? [],
          },
          now,
        );
      if (creators.length < BATCH_SIZE) break;
      afterId = creators.at(-1)!.id;
    }
    return {
      weeks: [...weeks.values()].map((week) => ({
        ...week,
        nudgedBackShare: week.nudged === 0 ? null : week.nudgedBack / week.nudged,
      })),
    };
  });
}
