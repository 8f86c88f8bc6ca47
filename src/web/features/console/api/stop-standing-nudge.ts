import { useConsoleMutation } from './console-requests.ts';
import { standingNudges } from './get-standing-nudges.ts';

export const useStopStandingNudge = (standingNudgeId: number) =>
  useConsoleMutation(async () => {
    await standingNudges[':standingNudgeId'].stop.$post({
      param: { standingNudgeId: String(standingNudgeId) },
    });
  });
