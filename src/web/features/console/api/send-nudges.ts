import type { InferResponseType } from 'hono/client';
import type { NudgeInput } from '#shared/schemas/insights.ts';
import { useConsoleMutation } from './console-requests.ts';
import { insights } from './insights-view.ts';

export type NudgeResult = InferResponseType<typeof insights.nudges.$post, 200>;

/** Sends a nudge to the creators named, or to a whole list; the answer says who was skipped, and why. */
export const useSendNudges = () =>
  useConsoleMutation(async (input: NudgeInput): Promise<NudgeResult> =>
    (await insights.nudges.$post({ json: input })).json(),
  );
