import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'] as const,
    queryFn: async () => (await apiClient.api.profile.$get()).json(),
  });

/** The signed-in creator's profile: name, picture, bio and links. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
