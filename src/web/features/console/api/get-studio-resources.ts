import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

export type StudioResource = InferResponseType<
  typeof apiClient.api.admin.resources.$get,
  200
>['resources'][number];

const getStudioResourcesQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'resources'] as const,
    queryFn: async () => (await (await apiClient.api.admin.resources.$get()).json()).resources,
  });

/** Every resource not deleted, as staff manage them. */
export function useStudioResources() {
  return useQuery(getStudioResourcesQueryOptions());
}
