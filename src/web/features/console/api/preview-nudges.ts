import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NudgeInput } from '#shared/schemas/insights.ts';
import { consoleQueryKey } from './console-requests.ts';
import { insights } from './insights-view.ts';

export type NudgePreview = InferResponseType<typeof insights.nudges.preview.$post, 200>;

/**
 * What a nudge would do before it is sent: whom it reaches (the server's count, the one the
 * send will report) and the words as the first of them reads them. A read, though a POST:
 * it carries the message and up to 500 names. Nothing is asked while the message is empty.
 */
export const useNudgePreview = (input: NudgeInput) =>
  useQuery({
    queryKey: [...consoleQueryKey, 'nudge-preview', input] as const,
    queryFn: async (): Promise<NudgePreview> =>
      (await insights.nudges.preview.$post({ json: input })).json(),
    enabled: input.message.trim() !== '',
    placeholderData: keepPreviousData,
  });
