import { z } from 'zod';
import { cohortPaces } from '#shared/rules/cohorts.ts';
import { count, isoDateTime, pageOf, serialId } from './common.ts';

/** Cohorts (decision 045): as staff keep them, as a member sees their own, as a link shows one. */

const pace = z.enum(cohortPaces);
const joinRefusal = z.enum(['full', 'closed']).nullable();
const realmOpening = z.object({ realmId: serialId, opensAt: isoDateTime });

export const staffCohortSchema = z.object({
  id: serialId,
  name: z.string(),
  startsAt: isoDateTime,
  startsTimeZone: z.string(),
  capacity: z.int().min(1).nullable(),
  pace,
  realmWeeks: z.array(z.int()),
  closesAtStart: z.boolean(),
  joinCode: z.string(),
  memberCount: count,
  /** The cohort's week now: 0 before it starts. */
  week: count,
  /** How many weeks a paced cohort runs; null when self-paced. */
  weeks: z.int().min(1).nullable(),
  joinRefusal,
  createdAt: isoDateTime,
});
export const staffCohortListSchema = z.object({ cohorts: z.array(staffCohortSchema) });

export const cohortMembersSchema = pageOf(
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    joinedAt: isoDateTime,
    realmsCompleted: count,
  }),
);

export const joinPreviewSchema = z.object({
  name: z.string(),
  startsAt: isoDateTime,
  startsTimeZone: z.string(),
  pace,
  weeks: z.int().min(1).nullable(),
  joinRefusal,
});

export const myCohortSchema = z.object({
  cohort: z
    .object({
      id: serialId,
      name: z.string(),
      startsAt: isoDateTime,
      startsTimeZone: z.string(),
      pace,
      week: count,
      weeks: z.int().min(1).nullable(),
      hasStarted: z.boolean(),
      /** The next realm to open for the cohort, or null when none waits. */
      nextOpening: realmOpening.nullable(),
      openings: z.array(realmOpening),
      memberCount: count,
      /** How many members have completed each number of realms (10: finished). Never who. */
      realmSpread: z.array(z.object({ completed: count, creators: count })),
    })
    .nullable(),
});
