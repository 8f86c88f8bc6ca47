import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

/** What the reference page reads of the OpenAPI document. */
export type ApiDescription = {
  info: { title: string; description?: string };
  paths: Record<
    string,
    Record<string, { summary?: string; tags?: string[]; 'x-emberpath-auth'?: string }>
  >;
};

export const getApiDescriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'api-description'] as const,
    queryFn: async () =>
      (await (await apiClient.api['openapi.json'].$get()).json()) as unknown as ApiDescription,
    staleTime: Infinity,
  });

export const useApiDescription = () => useQuery(getApiDescriptionQueryOptions());
