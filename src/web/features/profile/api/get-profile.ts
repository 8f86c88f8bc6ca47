import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId] as const,
    queryFn: async () => (await apiClient.api.profile.$get()).json(),
  });

/** The signed-in creator's profile: name, picture, bio and links. */
export function useProfile() {
  const { user } = useSignedInUser();
  return useQuery(getProfileQueryOptions(user.id));
}
