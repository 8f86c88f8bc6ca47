import { useConsoleMutation } from './console-requests.ts';
import { cohorts } from './get-cohorts.ts';

const member = cohorts[':cohortId'].members[':userId'];

/** Puts a creator in a cohort, moving them out of the one they were in. */
export const usePlaceCohortMember = () =>
  useConsoleMutation(async (input: { cohortId: number; userId: string }) => {
    await member.$put({ param: { cohortId: String(input.cohortId), userId: input.userId } });
  });
