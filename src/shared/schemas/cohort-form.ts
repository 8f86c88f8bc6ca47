import { z } from 'zod';
import { isValidLocalDate, isValidTimeZone } from '../rules/calendar.ts';
import { cohortPaces, realmWeeksProblem, weeklyRealmWeeks } from '../rules/cohorts.ts';
import { instantAt } from '../rules/local-time.ts';
import { cohortCapacity, cohortNameText, type CohortInput } from './cohorts.ts';

/**
 * The console's cohort form: the start as a day, a time and a zone (as the publish form
 * has them), the capacity as typed, a week per realm. The zone keeps the request's name
 * (`startsTimeZone`) and the weeks theirs, so the server's problems land beside them.
 */
export const cohortFormSchema = z
  .object({
    name: cohortNameText,
    date: z.string().max(10).refine(isValidLocalDate, 'Choose the day it starts.'),
    time: z
      .string()
      .max(5)
      .regex(/^\d{2}:\d{2}$/, 'Choose the time it starts.'),
    startsTimeZone: z.string().max(100).refine(isValidTimeZone, 'Choose a time zone.'),
    capacity: z
      .string()
      .trim()
      .max(10)
      .regex(/^\d*$/, 'Capacity must be a whole number.')
      .transform((typed) => (typed === '' ? null : Number(typed)))
      .pipe(cohortCapacity),
    closesAtStart: z.boolean(),
    pace: z.enum(cohortPaces),
    // An emptied week input is NaN: the rule's words say what is wrong with it.
    realmWeeks: z.array(z.union([z.number(), z.nan()])).max(20),
  })
  .superRefine((form, context) => {
    const problem = form.pace === 'paced' ? realmWeeksProblem(form.realmWeeks) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['realmWeeks'], message: problem });
  });
export type CohortForm = z.input<typeof cohortFormSchema>;

/** What the form sends: the start as the instant it is on the chosen zone's clock. */
export function cohortInputOf(form: z.output<typeof cohortFormSchema>): CohortInput {
  return {
    name: form.name,
    startsAt: instantAt(form.date, form.time, form.startsTimeZone).toISOString(),
    startsTimeZone: form.startsTimeZone,
    capacity: form.capacity,
    pace: form.pace,
    realmWeeks: form.pace === 'paced' ? form.realmWeeks : [...weeklyRealmWeeks],
    closesAtStart: form.closesAtStart,
  };
}
