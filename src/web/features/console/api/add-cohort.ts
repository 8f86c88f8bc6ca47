import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { useConsoleMutation } from './console-requests.ts';
import { cohorts } from './get-cohorts.ts';

export const useAddCohort = () =>
  useConsoleMutation(async (input: CohortInput) => (await cohorts.$post({ json: input })).json());
