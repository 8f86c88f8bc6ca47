import { datePartsIn } from '#web/lib/zoned-date-parts.ts';

/**
 * "Opens Tuesday 1 December at 09:00 (Europe/London)": the opening staff are
 * about to schedule, in full words on the clock of the zone they chose, so a
 * wrong day or zone is seen before it is sent. The year is said when it is
 * not this one.
 */
export function scheduledOpeningWords(opensAt: Date, timeZone: string, now = new Date()): string {
  const part = datePartsIn(opensAt, timeZone, 'long');
  const year = part.year === datePartsIn(now, timeZone, 'long').year ? '' : ` ${part.year}`;
  return `Opens ${part.weekday} ${part.day} ${part.month}${year} at ${part.hour}:${part.minute} (${timeZone})`;
}
