import { datePartsIn } from '#web/lib/zoned-date-parts.ts';

/**
 * "Opens Tue 1 Dec at 09:00": a scheduled realm's opening on the creator's
 * own clock (their profile's zone, the same on the drawn page and in the
 * browser). Decision 034 hides a realm's words before it opens, not its time.
 */
export function openingWords(opensAt: Date, timeZone: string): string {
  const part = datePartsIn(opensAt, timeZone, 'short');
  return `Opens ${part.weekday} ${part.day} ${part.month} at ${part.hour}:${part.minute}`;
}
