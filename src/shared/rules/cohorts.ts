import { TZDate } from '@date-fns/tz';
import { addDays, localDateIn } from './calendar.ts';
import { REALM_COUNT } from './curriculum.ts';
import { instantAt } from './local-time.ts';

// Kept free of zod: the schema files (loaded by drizzle-kit) and first-load screens use it.

/**
 * How a cohort walks the realms (decision 045): 'self' — each creator at their own speed from
 * the start, as creators in no cohort do; 'paced' — realm N opens for the whole cohort at the
 * week staff set for it.
 */
export const cohortPaces = ['self', 'paced'] as const;
export type CohortPace = (typeof cohortPaces)[number];

export const COHORT_NAME_MAX_LENGTH = 60;
export const COHORT_MAX_CAPACITY = 10_000;
/** The longest a paced programme may run: two years of weeks. */
export const COHORT_MAX_WEEK = 104;

/** What the pacing rules read of a cohort. */
export type CohortTimes = {
  startsAt: Date;
  startsTimeZone: string;
  pace: CohortPace;
  /** Week of the cohort (1 = the week it starts) in which realm N opens, at index N − 1. */
  realmWeeks: readonly number[];
};

const WEEK_DAYS = 7;

/** The local date and 'HH:MM' of the cohort's start, in its own zone. */
function localStartOf(cohort: CohortTimes) {
  const local = new TZDate(cohort.startsAt.getTime(), cohort.startsTimeZone);
  const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  return { date: localDateIn(cohort.startsTimeZone, cohort.startsAt), time };
}

/**
 * The instant week `week` of the cohort begins: the start's weekday and wall-clock time in the
 * cohort's zone, `week − 1` weeks on (so a Monday 09:00 start opens on Mondays at 09:00 on
 * either side of a change of the clocks).
 */
export function cohortWeekStart(cohort: CohortTimes, week: number): Date {
  if (week <= 1) return cohort.startsAt;
  const start = localStartOf(cohort);
  return instantAt(addDays(start.date, (week - 1) * WEEK_DAYS), start.time, cohort.startsTimeZone);
}

/**
 * When realm `realmId` opens for the cohort: at its start for a self-paced cohort (nobody
 * walks before it), at the realm's week for a paced one.
 */
export function cohortRealmOpensAt(cohort: CohortTimes, realmId: number): Date {
  if (cohort.pace === 'self') return cohort.startsAt;
  return cohortWeekStart(cohort, cohort.realmWeeks[realmId - 1] ?? 1);
}

/** The cohort's week at `now` (1 from its start), or 0 before it starts. */
export function cohortWeekAt(cohort: CohortTimes, now: Date): number {
  if (now < cohort.startsAt) return 0;
  let week = Math.floor((now.getTime() - cohort.startsAt.getTime()) / (WEEK_DAYS * 86_400_000)) + 1;
  // An hour of a change of the clocks may put the arithmetic one week out either way.
  while (week > 1 && cohortWeekStart(cohort, week) > now) week -= 1;
  while (cohortWeekStart(cohort, week + 1) <= now) week += 1;
  return week;
}

/** How many weeks a paced cohort runs: to the week its last realm opens. */
export function cohortLengthInWeeks(cohort: CohortTimes): number | null {
  return cohort.pace === 'paced' ? Math.max(1, ...cohort.realmWeeks) : null;
}

/**
 * Whether a paced plan is one the rules allow: a week for each of the ten realms, realm 1 in
 * week 1, each week in 1…COHORT_MAX_WEEK and never before the realm ahead of it (realms open
 * in order). Returns the words for the first thing wrong, or null.
 */
export function realmWeeksProblem(realmWeeks: readonly number[]): string | null {
  if (realmWeeks.length !== REALM_COUNT)
    return `Give a week for each of the ${REALM_COUNT} realms.`;
  if (realmWeeks[0] !== 1) return 'Realm 1 opens in week 1, when the cohort starts.';
  for (let index = 0; index < realmWeeks.length; index += 1) {
    const week = realmWeeks[index]!;
    if (!Number.isInteger(week) || week < 1 || week > COHORT_MAX_WEEK)
      return `Realm ${index + 1}'s week must be a whole number from 1 to ${COHORT_MAX_WEEK}.`;
    if (index > 0 && week < realmWeeks[index - 1]!)
      return `Realm ${index + 1} cannot open before realm ${index}: realms open in order.`;
  }
  return null;
}

/** One realm a week, the plan a new paced cohort starts from. */
export const weeklyRealmWeeks: readonly number[] = Array.from(
  { length: REALM_COUNT },
  (_, index) => index + 1,
);

export type JoinRefusal = 'full' | 'closed';

/** Why a cohort refuses a new member at `now`, or null when it takes them. */
export function joinRefusalOf(
  cohort: { capacity: number | null; closesAtStart: boolean; startsAt: Date },
  memberCount: number,
  now: Date,
): JoinRefusal | null {
  if (cohort.closesAtStart && now >= cohort.startsAt) return 'closed';
  if (cohort.capacity !== null && memberCount >= cohort.capacity) return 'full';
  return null;
}

export const joinRefusalWords: Record<JoinRefusal, { title: string; message: string }> = {
  full: {
    title: 'Cohort Full',
    message: 'This cohort is full. Ask the Emberpath team about the next one.',
  },
  closed: {
    title: 'Cohort Closed',
    message: 'This cohort has started and no longer takes new members.',
  },
};
