import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';

const getAuthOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-options'] as const,
    queryFn: async () => (await apiClient.api.auth.providers.$get()).json(),
    staleTime: Infinity,
  });

/** Which sign-in providers this server has configured, so only real buttons appear. */
export function useAuthOptions() {
  return useQuery(getAuthOptionsQueryOptions());
}
