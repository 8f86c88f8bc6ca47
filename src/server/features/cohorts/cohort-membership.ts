import { AppError } from '#shared/errors.ts';
import { joinRefusalOf, joinRefusalWords } from '#shared/rules/cohorts.ts';
import { lockUserRow } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import {
  countMembers,
  findCohortOf,
  lockCohort,
  upsertMembership,
  type CohortRow,
} from './cohorts.queries.ts';

export const noSuchCohort = () =>
  new AppError('NOT_FOUND', { userMessage: 'There is no such cohort.' });

/**
 * Puts a creator in a cohort, in the caller's transaction: the creator's row is locked first,
 * then the cohort's, so joins to one cohort queue and its capacity is read by one at a time —
 * twenty at once into the last seat seat one (decision 045). `mayMove` lets staff take a
 * creator out of another cohort; a creator's own join never does. Returns the cohort left,
 * if any; nothing of the journey changes.
 */
export async function placeInCohort(
  tx: Database,
  input: { userId: string; cohortId: number; now: Date; mayMove: boolean },
): Promise<{ cohort: CohortRow; left: CohortRow | undefined; changed: boolean }> {
  await lockUserRow(tx, input.userId);
  const current = await findCohortOf(tx, input.userId);
  const cohort = await lockCohort(tx, input.cohortId);
  if (!cohort) throw noSuchCohort();
  if (current?.id === cohort.id) return { cohort, left: undefined, changed: false };
  if (current && !input.mayMove) {
    throw new AppError('CONFLICT', {
      title: 'Already in a Cohort',
      userMessage: `You are already in ${current.name}. Ask the Emberpath team if you want to move.`,
    });
  }
  const refusal = joinRefusalOf(cohort, await countMembers(tx, cohort.id), input.now);
  if (refusal) {
    const words = joinRefusalWords[refusal];
    throw new AppError('CONFLICT', { title: words.title, userMessage: words.message });
  }
  await upsertMembership(tx, input.userId, cohort.id);
  return { cohort, left: current, changed: true };
}
