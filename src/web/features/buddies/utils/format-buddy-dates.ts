import { lazily } from '#shared/lazily.ts';
const dayOfMonth = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);
const weekdayAndDay = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar date ('2026-11-16', a creator's own day) as "Nov 16": read in UTC so it never shifts. */
export function formatLocalDay(date: string): string {
  return dayOfMonth().format(new Date(`${date}T00:00:00Z`));
}

/** "Wed, Nov 18": the day a note was written. */
export function formatNoteDay(date: string): string {
  return weekdayAndDay().format(new Date(`${date}T00:00:00Z`));
}
