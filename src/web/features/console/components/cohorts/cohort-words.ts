import { countOf, nouns } from '#shared/rules/plural.ts';
import { formatDateTimeIn } from '#web/lib/format-date.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';

const DAY_MS = 86_400_000;
// Not among the shared nouns: those load with the first paint of /, and only the console says weeks.
const weekNoun = { one: 'week', other: 'weeks' };

/** "Dec 7, 2026, 9:00 AM (Europe/London)": on the clock of the zone it was chosen in. */
export const startWords = (cohort: ConsoleCohort) =>
  `${formatDateTimeIn(cohort.startsAt, cohort.startsTimeZone)} (${cohort.startsTimeZone})`;

export const paceWords = (cohort: ConsoleCohort) =>
  cohort.weeks === null ? 'Self-paced' : `Paced · ${countOf(cohort.weeks, weekNoun)}`;

/**
 * Where the cohort stands: "Starts in 5 days" before it starts, then "Week 3 of 10" while a
 * paced one opens its realms, "Week 14" once they are all open or when it is self-paced.
 */
export function progressWords(cohort: ConsoleCohort, now: Date) {
  if (cohort.week === 0) {
    const days = Math.ceil((new Date(cohort.startsAt).getTime() - now.getTime()) / DAY_MS);
    return days <= 1 ? 'Starts within a day' : `Starts in ${countOf(days, nouns.day)}`;
  }
  return cohort.weeks !== null && cohort.week <= cohort.weeks
    ? `Week ${cohort.week} of ${cohort.weeks}`
    : `Week ${cohort.week}`;
}

/** "12 of 25" when there is a limit, else "12". */
export const membersWords = (cohort: ConsoleCohort) =>
  cohort.capacity === null
    ? String(cohort.memberCount)
    : `${cohort.memberCount} of ${cohort.capacity}`;
