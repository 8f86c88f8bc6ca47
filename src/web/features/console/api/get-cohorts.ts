import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

/** The cohorts, shared by the one file per action beside this one. */
export const cohorts = apiClient.api.admin.cohorts;

export type ConsoleCohort = InferResponseType<typeof cohorts.$get, 200>['cohorts'][number];

/** Every cohort, with its member count and week; a cohort's page reads its own from here. */
export const useCohorts = () =>
  useQuery({
    queryKey: [...consoleQueryKey, 'cohorts'] as const,
    queryFn: async () => (await (await cohorts.$get()).json()).cohorts,
  });
