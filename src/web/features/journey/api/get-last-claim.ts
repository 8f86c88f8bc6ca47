import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** Where the creator's last Ember Kit went: the next claim form starts from it. */
export const getLastClaimQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['last-claim', userId] as const,
    queryFn: async () => (await apiClient.api.realms['last-claim'].$get()).json(),
  });

export function useLastClaim() {
  const { user } = useSignedInUser();
  return useQuery(getLastClaimQueryOptions(user.id));
}
