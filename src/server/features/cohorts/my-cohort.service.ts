import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { presentJoinPreview, presentMyCohort } from '../../presenters/cohorts.ts';
import { placeInCohort } from './cohort-membership.ts';
import {
  countMembers,
  countMembersByRealmsCompleted,
  findCohortByCode,
  findCohortOf,
} from './cohorts.queries.ts';

type Deps = { db: Database; clock: () => Date };

const unknownCode = () =>
  new AppError('NOT_FOUND', {
    title: 'Link Not Valid',
    userMessage: 'This join link is not valid. Check it with whoever sent it.',
  });

/** The creator's cohort as they see it, or null when they walk alone. */
export async function getMyCohort(deps: Deps, userId: string) {
  const cohort = await findCohortOf(deps.db, userId);
  if (!cohort) return { cohort: null };
  const [memberCount, spread] = await Promise.all([
    countMembers(deps.db, cohort.id),
    countMembersByRealmsCompleted(deps.db, cohort.id),
  ]);
  return { cohort: presentMyCohort(cohort, { now: deps.clock(), memberCount, spread }) };
}

/** What a join link shows: the cohort's name and dates, and whether it still takes members. */
export async function previewJoin(deps: Deps, code: string) {
  const cohort = await findCohortByCode(deps.db, code);
  if (!cohort) throw unknownCode();
  return presentJoinPreview(cohort, await countMembers(deps.db, cohort.id), deps.clock());
}

/** A creator joins by the link's code; joining again is a no-op, another cohort a 409. */
export async function joinCohort(deps: Deps, input: { userId: string; code: string }) {
  const cohort = await findCohortByCode(deps.db, input.code);
  if (!cohort) throw unknownCode();
  await deps.db.transaction((tx) =>
    placeInCohort(tx, {
      userId: input.userId,
      cohortId: cohort.id,
      now: deps.clock(),
      mayMove: false,
    }),
  );
  return getMyCohort(deps, input.userId);
}
