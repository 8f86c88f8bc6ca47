import type { StandingNudgeInput } from '#shared/schemas/insights.ts';
import { useConsoleMutation } from './console-requests.ts';
import { standingNudges } from './get-standing-nudges.ts';

export const useAddStandingNudge = () =>
  useConsoleMutation(async (input: StandingNudgeInput) =>
    (await standingNudges.$post({ json: input })).json(),
  );
