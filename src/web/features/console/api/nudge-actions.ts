import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NudgeInput, NudgeTemplateInput } from '#shared/schemas/insights.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey, useConsoleMutation } from './console-requests.ts';

const insights = apiClient.api.admin.insights;
const templates = insights['nudge-templates'];

export type NudgeResult = InferResponseType<typeof insights.nudges.$post, 200>;
export type NudgeTemplate = InferResponseType<typeof templates.$get, 200>['items'][number];

/** Sends a nudge to the creators named, or to a whole list; the answer says who was skipped, and why. */
export const useSendNudges = () =>
  useConsoleMutation(async (input: NudgeInput): Promise<NudgeResult> =>
    (await insights.nudges.$post({ json: input })).json(),
  );

export const nudgeTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'nudge-templates'] as const,
    queryFn: async () => (await templates.$get()).json(),
  });

export const useNudgeTemplates = () => useQuery(nudgeTemplatesQueryOptions());

export const useAddNudgeTemplate = () =>
  useConsoleMutation(async (input: NudgeTemplateInput) =>
    (await templates.$post({ json: input })).json(),
  );

export const useChangeNudgeTemplate = (templateId: number) =>
  useConsoleMutation(async (input: NudgeTemplateInput) =>
    (
      await templates[':templateId'].$put({
        param: { templateId: String(templateId) },
        json: input,
      })
    ).json(),
  );

export const useRemoveNudgeTemplate = (templateId: number) =>
  useConsoleMutation(async () => {
    await templates[':templateId'].$delete({ param: { templateId: String(templateId) } });
  });
