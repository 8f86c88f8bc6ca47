import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';

/** Which sign-in providers this server has configured, so only real buttons appear. */
export async function getAuthOptions() {
  const response = await apiClient.api.auth.providers.$get();
  return response.json();
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: ['auth-options'],
  queryFn: getAuthOptions,
  staleTime: Infinity,
});

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
