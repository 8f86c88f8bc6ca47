import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';

export type StudioResource = InferResponseType<
  typeof apiClient.api.admin.resources.$get,
  200
>['resources'][number];

export const studioResourcesQueryKey = ['studio', 'resources'] as const;

export async function getStudioResources(): Promise<StudioResource[]> {
  const response = await apiClient.api.admin.resources.$get();
  return (await response.json()).resources;
}

export const studioResourcesQueryOptions = queryOptions({
  queryKey: studioResourcesQueryKey,
  queryFn: getStudioResources,
});

/** Every resource not deleted, as staff manage them. */
export function useStudioResources() {
  return useQuery(studioResourcesQueryOptions);
}
