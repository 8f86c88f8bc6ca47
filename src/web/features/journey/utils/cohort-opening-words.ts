import { datePartsIn } from '#web/lib/zoned-date-parts.ts';

/**
 * "Opens for your cohort Mon 23 Mar": a realm that waits for the creator's cohort's week. Its
 * own file: the journey map says it, the first paint's realm card does not (decision 030).
 */
export function cohortOpeningWords(opensAt: Date, timeZone: string): string {
  const part = datePartsIn(opensAt, timeZone, 'short');
  return `Opens for your cohort ${part.weekday} ${part.day} ${part.month}`;
}
