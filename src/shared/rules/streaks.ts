import { addDays, type LocalDate } from './calendar.ts';

export type Streaks = { current: number; best: number };

/**
 * Consecutive days with a check-in. The current streak is still alive on a
 * day not yet checked in, as long as yesterday was.
 */
export function computeStreaks(checkinDates: readonly LocalDate[], today: LocalDate): Streaks {
  const days = [...new Set(checkinDates)].sort();
  let best = 0;
  let run = 0;
  let previous: LocalDate | undefined;
  for (const day of days) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const checkedIn = new Set(days);
  let current = 0;
  let cursor = checkedIn.has(today) ? today : addDays(today, -1);
  while (checkedIn.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, best };
}
