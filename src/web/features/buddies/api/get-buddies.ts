import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export type BuddyCards = InferResponseType<typeof apiClient.api.buddies.$get, 200>;
export type BuddyCard = BuddyCards['buddies'][number];
export type BuddyNote = BuddyCard['notes'][number];

/** Every buddy query of a creator starts with this key, so a change refreshes them all. */
export const buddiesQueryKey = (userId: string) => ['buddies', userId] as const;

export const getBuddiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...buddiesQueryKey(userId), 'cards'] as const,
    queryFn: async () => (await apiClient.api.buddies.$get()).json(),
  });

/** The creator's buddy cards, this week's start, and how many requests wait for them. */
export function useBuddies() {
  const { user } = useSignedInUser();
  return useQuery(getBuddiesQueryOptions(user.id));
}
