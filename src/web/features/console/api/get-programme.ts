import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

export type Programme = InferResponseType<typeof apiClient.api.admin.programme.$get, 200>;
export type ProgrammeRealm = Programme['realms'][number];

export const getProgrammeQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'programme'] as const,
    queryFn: async () => (await apiClient.api.admin.programme.$get()).json(),
  });

/** The ten realms with their state, the weekday prompts and the quotes. */
export function useProgramme() {
  return useQuery(getProgrammeQueryOptions());
}
