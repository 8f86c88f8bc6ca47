import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { buddiesQueryKey } from './get-buddies.ts';

export type BuddyOverview = InferResponseType<typeof apiClient.api.buddies.overview.$get, 200>;

const getBuddyOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...buddiesQueryKey(userId), 'overview'] as const,
    queryFn: async () => (await apiClient.api.buddies.overview.$get()).json(),
  });

/** /buddies/manage: requests both ways, current and past buddies, blocks, and the findable switch. */
export function useBuddyOverview() {
  const { user } = useSignedInUser();
  return useQuery(getBuddyOverviewQueryOptions(user.id));
}
