import { useConsoleMutation } from './console-requests.ts';
import { cohorts } from './get-cohorts.ts';

const member = cohorts[':cohortId'].members[':userId'];

/** Takes a creator out of a cohort: they walk on alone, with everything they did. */
export const useRemoveCohortMember = () =>
  useConsoleMutation(async (input: { cohortId: number; userId: string }) => {
    await member.$delete({ param: { cohortId: String(input.cohortId), userId: input.userId } });
  });
