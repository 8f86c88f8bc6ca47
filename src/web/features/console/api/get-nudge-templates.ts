import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleQueryKey } from './console-requests.ts';
import { insights } from './insights-view.ts';

/** The nudge templates' endpoints, shared by the files that change them. */
export const nudgeTemplates = insights['nudge-templates'];

export type NudgeTemplate = InferResponseType<typeof nudgeTemplates.$get, 200>['items'][number];

/** Every nudge template staff can start a nudge from. */
export const useNudgeTemplates = () =>
  useQuery({
    queryKey: [...consoleQueryKey, 'nudge-templates'] as const,
    queryFn: async () => (await (await nudgeTemplates.$get()).json()).items,
  });
