import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

const getConsoleSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'summary'] as const,
    queryFn: async () => (await apiClient.api.admin.summary.$get()).json(),
  });

/** What needs staff now: kits waiting to be packed, emails that failed. */
export function useConsoleSummary() {
  return useQuery(getConsoleSummaryQueryOptions());
}
