import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** Every notification query's key starts with this (then the user's id), so a change refreshes the count and the list. */
export const notificationsQueryKey = ['notifications'] as const;

const REFRESH_MS = 60_000;

const getUnreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, userId, 'unread-count'] as const,
    queryFn: async () =>
      (await (await apiClient.api.notifications['unread-count'].$get()).json()).unreadCount,
    // New notifications arrive from elsewhere (a reminder, a buddy): ask every minute and
    // whenever the app comes back into view, without a reload.
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** How many notifications the signed-in creator has not read yet. */
export function useUnreadCount(): number {
  const { user } = useSignedInUser();
  return useQuery(getUnreadCountQueryOptions(user.id)).data ?? 0;
}

/**
 * Any write the creator makes may post a notification (a kit claim unlocks a
 * realm), so each finished mutation refreshes the bell, without this feature
 * knowing the others. Used once, by the header.
 */
export function useRefreshNotificationsAfterWrites(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        }
      }),
    [queryClient],
  );
}
