import { addDays, localDateIn, weekdayOf } from '#shared/rules/calendar.ts';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import type { CohortForm } from '#shared/schemas/cohort-form.ts';
import { datePartsIn } from '#web/lib/zoned-date-parts.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';

const MONDAY = 1;

/** The Monday after today on `timeZone`'s clock: cohorts usually start at a week's beginning. */
function nextMondayIn(timeZone: string, now: Date) {
  const today = localDateIn(timeZone, now);
  return addDays(today, (MONDAY - weekdayOf(today) + 7) % 7 || 7);
}

/**
 * What the form starts from: the cohort as it is, its start on its own zone's clock; or, for
 * a new one, next Monday at 09:00 in the staff member's zone, one realm a week if paced.
 */
export function cohortFormValues(
  cohort: ConsoleCohort | undefined,
  deviceZone: string,
  now: Date,
): CohortForm {
  if (!cohort) {
    return {
      name: '',
      date: nextMondayIn(deviceZone, now),
      time: '09:00',
      startsTimeZone: deviceZone,
      capacity: '',
      closesAtStart: false,
      pace: 'self',
      realmWeeks: [...weeklyRealmWeeks],
    };
  }
  const startsAt = new Date(cohort.startsAt);
  const parts = datePartsIn(startsAt, cohort.startsTimeZone, 'short');
  return {
    name: cohort.name,
    date: localDateIn(cohort.startsTimeZone, startsAt),
    time: `${parts.hour}:${parts.minute}`,
    startsTimeZone: cohort.startsTimeZone,
    capacity: cohort.capacity === null ? '' : String(cohort.capacity),
    closesAtStart: cohort.closesAtStart,
    pace: cohort.pace,
    realmWeeks: [...cohort.realmWeeks],
  };
}
