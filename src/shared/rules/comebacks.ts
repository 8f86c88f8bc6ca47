import { localDateIn, type LocalDate } from './calendar.ts';

/** Days since the last thing done after which a visit is a return, not a next day. */
export const COMEBACK_AFTER_DAYS = 3;

export type LastActivity = {
  at: string;
  /** What it was: a quest answer saved or completed, a check-in, a buddy note. */
  kind: 'answer' | 'checkin' | 'note';
  questId: string | null;
};

/** The welcome back: set while a creator back after 3+ days away has done nothing yet today. */
export type WelcomeBack = LastActivity & { daysAway: number };

/** The 'Rekindled' achievement: the latest check-in after 3+ days without one. */
export type Rekindled = { on: LocalDate; daysAway: number };

const DAY_MS = 86_400_000;
const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Whether today's visit is a return: the last activity (see last-active.ts) fell three or
 * more of the creator's own days ago. Doing anything today ends it, so it shows once a return.
 */
export function welcomeBackOf(
  last: LastActivity | null,
  input: { timeZone: string; today: LocalDate },
): WelcomeBack | null {
  if (!last) return null;
  const daysAway = daysBetween(localDateIn(input.timeZone, new Date(last.at)), input.today);
  return daysAway >= COMEBACK_AFTER_DAYS ? { ...last, daysAway } : null;
}

/** The latest check-in that came 3+ days after the one before it; null when none did. */
export function rekindledOf(checkinDates: readonly LocalDate[]): Rekindled | null {
  const dates = [...new Set(checkinDates)].sort();
  for (let index = dates.length - 1; index > 0; index -= 1) {
    const daysAway = daysBetween(dates[index - 1]!, dates[index]!);
    if (daysAway >= COMEBACK_AFTER_DAYS) return { on: dates[index]!, daysAway };
  }
  return null;
}

/**
 * Every day of return in a creator's days of activity: each one 3+ days after the one before it
 * (the first day ever is a start, not a return). Oldest first, each once.
 */
export function returnDaysOf(activityDays: readonly LocalDate[]): LocalDate[] {
  const days = [...new Set(activityDays)].sort();
  return days.filter(
    (day, index) => index > 0 && daysBetween(days[index - 1]!, day) >= COMEBACK_AFTER_DAYS,
  );
}

/** A fresh start: the first day of a week (Monday) or of a month, on the creator's calendar. */
export function isFreshStartDay(today: LocalDate): boolean {
  return today.endsWith('-01') || new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
}
