import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '#web/lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

const REFRESH_MS = 60_000;

export async function getUnreadCount(): Promise<number> {
  const response = await apiClient.api.notifications['unread-count'].$get();
  return (await response.json()).unreadCount;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: unreadCountQueryKey,
  queryFn: getUnreadCount,
  // New notifications arrive from elsewhere (a reminder, a buddy): ask every minute and
  // whenever the app comes back into view, without a reload.
  refetchInterval: REFRESH_MS,
  refetchOnWindowFocus: 'always',
  staleTime: 0,
});

/** How many notifications the signed-in creator has not read yet. */
export function useUnreadCount(): number {
  return useQuery(unreadCountQueryOptions).data ?? 0;
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
