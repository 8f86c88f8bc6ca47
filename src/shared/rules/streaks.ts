import { weekdayOf, type LocalDate } from './calendar.ts';

export type Streaks = {
  /** Check-ins in the unbroken run that reaches today (rest days keep it alive but add nothing). */
  current: number;
  best: number;
  /** The most recent rest day the current run leaned on, or null. */
  lastRestDay: LocalDate | null;
  /** Today has no check-in and this week's rest day is spent: missing today ends the streak. */
  isAtRisk: boolean;
};

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

/**
 * Streaks that forgive: consecutive days with a check-in, where one missed day
 * in each calendar week (Monday to Sunday) is a rest day and does not break
 * the run. A second missed day in the same week does. Today without a
 * check-in is not missed yet. Everything works on the creator's local dates,
 * so time zones and daylight-saving changes never make a day 23 or 25 hours.
 */
export function computeStreaks(checkinDates: readonly LocalDate[], today: LocalDate): Streaks {
  const checkedIn = new Set(checkinDates.map(dayNumber));
  const todayNumber = dayNumber(today);
  if (checkedIn.size === 0) return { current: 0, best: 0, lastRestDay: null, isAtRisk: false };

  const firstDay = Math.min(...checkedIn);
  const lastDay = Math.max(todayNumber, ...checkedIn);
  let run = 0;
  let best = 0;
  let restWeeks = new Set<number>();
  let lastRestDay: number | null = null;
  let atToday = { run: 0, lastRestDay: null as number | null, isWeekRested: false };
  for (let day = firstDay; day <= lastDay; day += 1) {
    if (checkedIn.has(day)) {
      run += 1;
      best = Math.max(best, run);
    } else if (day === todayNumber) {
      // Today can still be checked in: not a missed day.
    } else if (run > 0 && !restWeeks.has(weekOf(day))) {
      restWeeks.add(weekOf(day));
      lastRestDay = day;
    } else {
      run = 0;
      restWeeks = new Set();
      lastRestDay = null;
    }
    if (day === todayNumber) {
      atToday = { run, lastRestDay, isWeekRested: restWeeks.has(weekOf(day)) };
    }
  }
  // Check-ins dated after today (a creator who moved west) count towards the best run only.
  const isRunAlive = atToday.run > 0;
  return {
    current: atToday.run,
    best,
    lastRestDay: isRunAlive && atToday.lastRestDay !== null ? dateOf(atToday.lastRestDay) : null,
    isAtRisk: isRunAlive && !checkedIn.has(todayNumber) && atToday.isWeekRested,
  };
}

/**
 * The streak that holds the last check-in, and the first day it reads 0 if no check-in
 * follows. For any later day: the streak is `run` before `lostOn` and 0 from it on. The
 * insights keep these two numbers instead of every date.
 */
export function lastRunOf(
  checkinDates: readonly LocalDate[],
): { run: number; lostOn: LocalDate } | null {
  if (checkinDates.length === 0) return null;
  const lastDay = Math.max(...checkinDates.map(dayNumber));
  const run = computeStreaks(checkinDates, dateOf(lastDay)).current;
  // A rest day a week keeps a run alive: missed days in two weeks at most before it ends.
  for (let day = lastDay + 1; ; day += 1) {
    if (computeStreaks(checkinDates, dateOf(day)).current === 0)
      return { run, lostOn: dateOf(day) };
  }
}
