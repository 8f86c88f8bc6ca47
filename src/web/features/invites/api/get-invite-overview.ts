import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export type InviteOverview = InferResponseType<typeof apiClient.api.invites.$get, 200>;
export type SentInvite = NonNullable<InviteOverview['invite']>;

export const getInviteOverviewQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['invites', userId] as const,
    queryFn: async (): Promise<InviteOverview> => (await apiClient.api.invites.$get()).json(),
  });

/** Whether the creator may pass the flame now, and the invitation they sent if they did. */
export function useInviteOverview() {
  const { user } = useSignedInUser();
  return useQuery(getInviteOverviewQueryOptions(user.id));
}
