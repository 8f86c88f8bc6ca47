import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { buddiesQueryKey } from './get-buddies.ts';

export type SharedAnswers = InferResponseType<typeof apiClient.api.buddies.shared.$get, 200>;
export type SharedWithMe = SharedAnswers['sharedWithMe'][number];
export type MySharedAnswer = SharedAnswers['mine'][number];
export type ShareReactionState = NonNullable<SharedWithMe['reaction']>;

/** Under the buddy keys: ending a pairing (which hides its shares) refreshes it too. */
export const getSharedAnswersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...buddiesQueryKey(userId), 'shared'] as const,
    queryFn: async () => (await apiClient.api.buddies.shared.$get()).json(),
  });

/** Answers shared with the creator by their current buddies, theirs shared back, and who the buddies are. */
export function useSharedAnswers() {
  const { user } = useSignedInUser();
  return useQuery(getSharedAnswersQueryOptions(user.id));
}
