import { lazily } from '#shared/lazily.ts';
const mediumDate = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));
const dateAndTime = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** "Nov 21, 2026" in the reader's own locale. */
export function formatDate(date: Date): string {
  return mediumDate().format(date);
}

/** "Nov 21, 2026, 3:05 PM" in the reader's own locale and clock; a dash for a moment not (yet) there. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dateAndTime().format(new Date(value)) : '—';
}

/** "Dec 2, 2026, 9:00 AM" on the clock of `timeZone`: a time as it was chosen there. */
export function formatDateTimeIn(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(value));
}
