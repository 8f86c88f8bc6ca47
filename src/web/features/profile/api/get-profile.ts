import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

export async function getProfile() {
  return (await apiClient.api.profile.$get()).json();
}

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

/** The signed-in creator's profile: name, picture, bio and links. */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
