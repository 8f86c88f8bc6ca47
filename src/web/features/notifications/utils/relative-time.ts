import { lazily } from '#shared/lazily.ts';
const relative = lazily(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const calendar = lazily(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday", "3 days ago", then the date itself. */
export function formatRelativeTime(instant: Date, now: Date): string {
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative().format(-Math.floor(elapsed / DAY), 'day');
  return calendar().format(instant);
}
