import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { buddiesQueryKey } from './get-buddies.ts';

export type BuddyCandidates = InferResponseType<typeof apiClient.api.buddies.candidates.$get, 200>;

const getBuddyCandidatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...buddiesQueryKey(userId), 'candidates'] as const,
    queryFn: async () => (await apiClient.api.buddies.candidates.$get()).json(),
    // Who is looking changes by the minute: ask afresh each time the list opens.
    staleTime: 0,
  });

/** 'Find a Realm Buddy': findable creators in the same realm. */
export function useBuddyCandidates() {
  const { user } = useSignedInUser();
  return useQuery(getBuddyCandidatesQueryOptions(user.id));
}
