import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { useConsoleMutation } from './console-requests.ts';
import { cohorts } from './get-cohorts.ts';

/** Rewrites a cohort whole: the form sends every field. */
export const useChangeCohort = (cohortId: number) =>
  useConsoleMutation(async (input: CohortInput) =>
    (
      await cohorts[':cohortId'].$put({ param: { cohortId: String(cohortId) }, json: input })
    ).json(),
  );
