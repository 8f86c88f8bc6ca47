/**
 * Calendar days as 'YYYY-MM-DD' strings. A day is a creator's local date, so
 * arithmetic on it is pure date arithmetic (done in UTC, where no day is ever
 * 23 or 25 hours long).
 */
export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date it is at `instant` for someone living in `timeZone`. */
export function localDateIn(timeZone: string, instant: Date): LocalDate {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toUtcMidnight(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isValidLocalDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(toUtcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(toUtcMidnight(date)).getUTCDay();
}

/** Weeks shown by the check-in calendar on /profile/progress. */
export const CALENDAR_WEEKS = 12;

/**
 * The first day of the check-in calendar: the Monday that starts the week
 * `CALENDAR_WEEKS - 1` weeks before today's, so the calendar ends with the
 * current week (Monday to Sunday, as rest days are counted).
 */
export function calendarStartFor(today: LocalDate): LocalDate {
  const daysSinceMonday = (weekdayOf(today) + 6) % 7;
  return addDays(today, -daysSinceMonday - (CALENDAR_WEEKS - 1) * 7);
}
