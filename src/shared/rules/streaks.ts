import { localDateIn, weekdayOf, type LocalDate } from './calendar.ts';

/** What a streak is worked out from: nothing is stored, so it can never drift (decision 042). */
export type StreakHistory = {
  checkinDates: readonly LocalDate[];
  /** The creator's local date of each realm they completed: each earns a freeze. */
  realmsCompletedOn: readonly LocalDate[];
};

/**
 * A creator's history as the streak reads it. A realm's completion is an instant: its freeze
 * is earned on the local day it falls on in the creator's zone now (check-ins keep the date
 * they were written on).
 */
export function streakHistoryIn(
  timeZone: string,
  checkinDates: readonly LocalDate[],
  realmsCompletedAt: readonly (Date | string)[],
): StreakHistory {
  const zone = isZoneKnown(timeZone) ? timeZone : 'UTC';
  return {
    checkinDates,
    realmsCompletedOn: realmsCompletedAt.map((instant) => localDateIn(zone, new Date(instant))),
  };
}

const knownZones = new Map<string, boolean>();

/**
 * A row saved before zones were checked may hold one no one knows: its days are counted in UTC.
 * Asked on every progress read, so each zone is tried once.
 */
function isZoneKnown(timeZone: string): boolean {
  let isKnown = knownZones.get(timeZone);
  if (isKnown === undefined) {
    try {
      localDateIn(timeZone, new Date(0));
      isKnown = true;
    } catch {
      isKnown = false;
    }
    knownZones.set(timeZone, isKnown);
  }
  return isKnown;
}

/** A streak of 3+ days that broke, while it can still be earned back. */
export type EarnBack = {
  /** The streak that broke: what doing the days gives back. */
  streak: number;
  daysDone: number;
  daysNeeded: number;
  /** The last local day that counts. */
  lastDay: LocalDate;
};

export type Streaks = {
  /** Check-ins in the unbroken run that reaches today (rest and frozen days keep it alive but add nothing). */
  current: number;
  best: number;
  /** The most recent rest day the current run leaned on, or null. */
  lastRestDay: LocalDate | null;
  /** Today has no check-in, this week's rest day is spent and no freeze is held: missing today ends the streak. */
  isAtRisk: boolean;
  /** The most recent day a freeze covered in the current run, or null. */
  lastFrozenDay: LocalDate | null;
  /** The day the current run was earned back, or null if it never broke. */
  earnedBackOn: LocalDate | null;
  /** Freezes earned and not yet used, at most MAX_FREEZES. */
  freezesHeld: number;
  /** Every day a freeze kept a run going, oldest first (the calendar marks them). */
  frozenDays: LocalDate[];
  earnBack: EarnBack | null;
};

/** The streak of someone with nothing to count yet. */
export function noStreak(): Streaks {
  return {
    current: 0,
    best: 0,
    lastRestDay: null,
    lastFrozenDay: null,
    earnedBackOn: null,
    isAtRisk: false,
    freezesHeld: 0,
    frozenDays: [],
    earnBack: null,
  };
}

export const MAX_FREEZES = 2;
/** A freeze for each run of this many check-ins (7, 14, 21…). */
export const FREEZE_EVERY_RUN_OF = 7;
/** Runs shorter than this are not offered back. */
export const EARN_BACK_FROM_RUN = 3;
/** The days after the break in which the check-ins are done… */
export const EARN_BACK_WINDOW_DAYS = 3;
/** …and how many of them it takes. */
export const EARN_BACK_DAYS_NEEDED = 2;

const DAY_MS = 86_400_000;

/**
 * Whole days since 1970-01-01 for a 'YYYY-MM-DD' date: streak maths on integers, not Dates.
 * The digits are read without slicing: every progress request reads every check-in's date,
 * and three substrings a date were most of the streaks' cost.
 */
function dayNumber(date: LocalDate): number {
  return Date.UTC(digitsAt(date, 0, 4), digitsAt(date, 5, 2) - 1, digitsAt(date, 8, 2)) / DAY_MS;
}

function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    value = value * 10 + text.charCodeAt(index) - 48;
  }
  return value;
}

function dateOf(day: number): LocalDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday that starts the calendar week (Monday to Sunday) a day belongs to. */
function weekOf(day: number): number {
  return day - ((weekdayOf(dateOf(day)) + 6) % 7);
}

type Broken = { streak: number; on: number; daysDone: number };

const timesEarned = (before: number, after: number) =>
  Math.floor(after / FREEZE_EVERY_RUN_OF) - Math.floor(before / FREEZE_EVERY_RUN_OF);

/**
 * Streaks that forgive, walked day by day over the creator's local dates (so
 * time zones and daylight-saving changes never make a day 23 or 25 hours):
 * - a run counts consecutive days with a check-in; today without one is not missed yet;
 * - the first missed day in each calendar week (Monday to Sunday) is a rest day;
 * - a missed day the rest day cannot cover uses a freeze, if one is held. Each
 *   realm completed and each 7 check-ins of a run earn one; at most two are held;
 * - otherwise the run breaks. A run of 3+ days can be earned back: check-ins on 2
 *   of the 3 days after the break give the old count back, and those days add to it.
 */
export function computeStreaks(history: StreakHistory, today: LocalDate): Streaks {
  return walkStreaks(history, today).streaks;
}

/** What happened to a creator's runs up to a day: every day one was earned back, every day a freeze covered. */
export type StreakEvents = {
  /** Each day a broken run came back by the earn-back rule, oldest first. */
  earnedBackDays: LocalDate[];
  /** Each day a freeze kept a run going, oldest first. */
  frozenDays: LocalDate[];
};

/**
 * Every earn-back and every frozen day of a history up to `today`, by the same walk as
 * computeStreaks (whose `earnedBackOn` holds only the current run's, and whose `frozenDays`
 * are these). The insights' Comebacks count them per week.
 */
export function streakEventsOf(history: StreakHistory, today: LocalDate): StreakEvents {
  const { streaks, earnedBackDays } = walkStreaks(history, today);
  const todayNumber = dayNumber(today);
  return {
    earnedBackDays: earnedBackDays.filter((day) => day <= todayNumber).map(dateOf),
    frozenDays: streaks.frozenDays,
  };
}

function walkStreaks(
  history: StreakHistory,
  today: LocalDate,
): { streaks: Streaks; earnedBackDays: number[] } {
  const checkedIn = new Set(history.checkinDates.map(dayNumber));
  const realmsDoneOn = history.realmsCompletedOn.map(dayNumber);
  const todayNumber = dayNumber(today);
  const earnedBackDays: number[] = [];
  if (checkedIn.size === 0)
    return {
      streaks: { ...noStreak(), freezesHeld: Math.min(MAX_FREEZES, realmsDoneOn.length) },
      earnedBackDays,
    };

  const firstDay = Math.min(...checkedIn, ...realmsDoneOn);
  const lastDay = Math.max(todayNumber, ...checkedIn);
  let run = 0;
  let best = 0;
  let freezes = 0;
  let restWeeks = new Set<number>();
  let lastRestDay: number | null = null;
  let lastFrozenDay: number | null = null;
  let earnedBackOn: number | null = null;
  const frozenDays: number[] = [];
  let broken: Broken | null = null;
  let atToday = {
    run: 0,
    lastRestDay: null as number | null,
    lastFrozenDay: null as number | null,
    earnedBackOn: null as number | null,
    isWeekRested: false,
    freezes: 0,
    broken: null as Broken | null,
  };
  for (let day = firstDay; day <= lastDay; day += 1) {
    for (const doneOn of realmsDoneOn) if (doneOn === day) freezes += 1;
    freezes = Math.min(MAX_FREEZES, freezes);
    if (broken && day > broken.on + EARN_BACK_WINDOW_DAYS) broken = null;
    if (checkedIn.has(day)) {
      const before = run;
      run += 1;
      if (broken) {
        broken.daysDone += 1;
        if (broken.daysDone >= EARN_BACK_DAYS_NEEDED) {
          run += broken.streak;
          broken = null;
          earnedBackOn = day;
          earnedBackDays.push(day);
        }
      }
      best = Math.max(best, run);
      freezes = Math.min(MAX_FREEZES, freezes + timesEarned(before, run));
    } else if (day === todayNumber) {
      // Today can still be checked in: not a missed day.
    } else if (run > 0 && !restWeeks.has(weekOf(day))) {
      restWeeks.add(weekOf(day));
      lastRestDay = day;
    } else if (run > 0 && freezes > 0) {
      freezes -= 1;
      frozenDays.push(day);
      lastFrozenDay = day;
    } else if (run > 0) {
      // A run begun while an earlier one could be earned back leaves that chance standing.
      if (run >= EARN_BACK_FROM_RUN) broken = { streak: run, on: day, daysDone: 0 };
      run = 0;
      restWeeks = new Set();
      lastRestDay = null;
      lastFrozenDay = null;
      earnedBackOn = null;
    }
    if (day === todayNumber) {
      atToday = {
        run,
        lastRestDay,
        lastFrozenDay,
        earnedBackOn,
        isWeekRested: restWeeks.has(weekOf(day)),
        freezes,
        broken: broken && { ...broken },
      };
    }
  }
  // Check-ins dated after today (a creator who moved west) count towards the best run only.
  const isRunAlive = atToday.run > 0;
  const streaks: Streaks = {
    current: atToday.run,
    best,
    lastRestDay: isRunAlive && atToday.lastRestDay !== null ? dateOf(atToday.lastRestDay) : null,
    lastFrozenDay:
      isRunAlive && atToday.lastFrozenDay !== null ? dateOf(atToday.lastFrozenDay) : null,
    earnedBackOn: isRunAlive && atToday.earnedBackOn !== null ? dateOf(atToday.earnedBackOn) : null,
    isAtRisk:
      isRunAlive && !checkedIn.has(todayNumber) && atToday.isWeekRested && atToday.freezes === 0,
    freezesHeld: atToday.freezes,
    frozenDays: frozenDays.filter((day) => day < todayNumber).map(dateOf),
    earnBack: earnBackAt(atToday.broken, todayNumber, checkedIn.has(todayNumber)),
  };
  return { streaks, earnedBackDays };
}

/** The chance to earn a broken run back, while the days left can still make it. */
function earnBackAt(broken: Broken | null, today: number, isTodayDone: boolean): EarnBack | null {
  if (!broken) return null;
  const lastDay = broken.on + EARN_BACK_WINDOW_DAYS;
  const daysStillOpen = lastDay - today + (isTodayDone ? 0 : 1);
  if (broken.daysDone + daysStillOpen < EARN_BACK_DAYS_NEEDED) return null;
  return {
    streak: broken.streak,
    daysDone: broken.daysDone,
    daysNeeded: EARN_BACK_DAYS_NEEDED,
    lastDay: dateOf(lastDay),
  };
}

/**
 * The streak that holds the last check-in, and the first day it reads 0 if no check-in
 * follows. For any later day: the streak is `run` before `lostOn` and 0 from it on. The
 * insights keep these two numbers instead of every date.
 */
export function lastRunOf(history: StreakHistory): { run: number; lostOn: LocalDate } | null {
  if (history.checkinDates.length === 0) return null;
  const lastDay = Math.max(...history.checkinDates.map(dayNumber));
  const run = computeStreaks(history, dateOf(lastDay)).current;
  // Rest days and freezes are finite: missed days in a few weeks at most before it ends.
  for (let day = lastDay + 1; ; day += 1) {
    if (computeStreaks(history, dateOf(day)).current === 0) return { run, lostOn: dateOf(day) };
  }
}
