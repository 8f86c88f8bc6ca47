import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { notificationsQueryKey } from './get-unread-count.ts';

export type NotificationItem = InferResponseType<
  typeof apiClient.api.notifications.$get,
  200
>['notifications'][number];

const getNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, userId, 'list'] as const,
    queryFn: async () => (await apiClient.api.notifications.$get()).json(),
    staleTime: 0,
  });

/** The bell's list, refreshed each time it opens. */
export function useNotifications() {
  const { user } = useSignedInUser();
  return useQuery(getNotificationsQueryOptions(user.id));
}

function useNotificationMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(async (notificationId: number) => {
    await apiClient.api.notifications[':notificationId'].read.$post({
      param: { notificationId: String(notificationId) },
    });
  });
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(async () => {
    await apiClient.api.notifications['read-all'].$post();
  });
}
