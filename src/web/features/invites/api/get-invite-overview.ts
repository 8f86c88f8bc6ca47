import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export type InviteOverview = InferResponseType<typeof apiClient.api.invites.$get, 200>;
export type SentInvite = NonNullable<InviteOverview['invite']>;

export const inviteOverviewQueryKey = (userId: string) => ['invites', userId] as const;

export async function getInviteOverview(): Promise<InviteOverview> {
  return (await apiClient.api.invites.$get()).json();
}

export const inviteOverviewQueryOptions = (userId: string) =>
  queryOptions({ queryKey: inviteOverviewQueryKey(userId), queryFn: getInviteOverview });

/** Whether the creator may pass the flame now, and the invitation they sent if they did. */
export function useInviteOverview() {
  const { user } = useSignedInUser();
  return useQuery(inviteOverviewQueryOptions(user.id));
}
