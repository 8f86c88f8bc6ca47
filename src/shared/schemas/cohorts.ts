import { z } from 'zod';
import {
  COHORT_MAX_CAPACITY,
  COHORT_NAME_MAX_LENGTH,
  cohortPaces,
  realmWeeksProblem,
} from '../rules/cohorts.ts';
import { boundedText, idText, serialIdParam } from './text.ts';
import { timeZoneText } from './time-zone.ts';

export const cohortNameText = boundedText(
  COHORT_NAME_MAX_LENGTH,
  'Please keep the name under 60 characters.',
)
  .trim()
  .min(1, 'Please name the cohort.');

/** How many may join; null for no limit. */
export const cohortCapacity = z
  .number()
  .int('Capacity must be a whole number.')
  .min(1, 'Capacity must be at least 1.')
  .max(COHORT_MAX_CAPACITY, `Capacity can be at most ${COHORT_MAX_CAPACITY}.`)
  .nullable();

/** A cohort as staff write it: the start is an instant, with the zone it was chosen in. */
export const cohortInputSchema = z
  .object({
    name: cohortNameText,
    startsAt: z.iso.datetime({ offset: true, error: 'is not a date and time' }),
    startsTimeZone: timeZoneText,
    capacity: cohortCapacity,
    pace: z.enum(cohortPaces),
    realmWeeks: z.array(z.number().int()).max(20),
    closesAtStart: z.boolean(),
  })
  .superRefine((input, context) => {
    const problem = input.pace === 'paced' ? realmWeeksProblem(input.realmWeeks) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['realmWeeks'], message: problem });
  });
export type CohortInput = z.infer<typeof cohortInputSchema>;

export const cohortIdParamSchema = z.object({ cohortId: serialIdParam });
export const cohortMemberParamSchema = z.object({ cohortId: serialIdParam, userId: idText });

/** A join code as the link carries it: letters and digits, as generated. */
export const joinCodeText = z
  .string()
  .trim()
  .min(1, 'Please give the join code.')
  .max(32, 'That join code is not valid.')
  .regex(/^[A-Za-z0-9]+$/, 'That join code is not valid.')
  .transform((value) => value.toUpperCase());
export const joinCodeParamSchema = z.object({ code: joinCodeText });
export const joinCohortInputSchema = z.object({ code: joinCodeText });

export const cohortMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
