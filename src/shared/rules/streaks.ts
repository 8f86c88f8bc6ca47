import { type LocalDate } from './calendar.ts';

export type Streaks = { current: number; best: number };

/** Whole days since 1970-01-01 for a 'YYYY-MM-DD' date: streak maths on integers, not Dates. */
function dayNumber(date: LocalDate): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    86_400_000
  );
}

/**
 * Consecutive days with a check-in. The current streak is still alive on a
 * day not yet checked in, as long as yesterday was.
 */
export function computeStreaks(checkinDates: readonly LocalDate[], today: LocalDate): Streaks {
  const days = [...new Set(checkinDates.map(dayNumber))].sort((first, second) => first - second);
  let best = 0;
  let run = 0;
  for (let index = 0; index < days.length; index += 1) {
    run = index > 0 && days[index - 1]! + 1 === days[index] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const todayNumber = dayNumber(today);
  const checkedIn = new Set(days);
  let cursor = checkedIn.has(todayNumber) ? todayNumber : todayNumber - 1;
  let current = 0;
  while (checkedIn.has(cursor)) {
    current += 1;
    cursor -= 1;
  }
  return { current, best };
}
