import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedInput } from '#shared/schemas/calendar-feed.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const feed = apiClient.api['calendar-feed'];

const getCalendarFeedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['calendar-feed', userId] as const,
    queryFn: async () => (await feed.$get()).json(),
  });

/** Whether the creator's reminders are in a calendar feed, and its private addresses. */
export function useCalendarFeed() {
  const { user } = useSignedInUser();
  return useQuery(getCalendarFeedQueryOptions(user.id));
}

/** Turns the feed on (or gives it a new address), or off: either way the answer is the new state. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: async (change: { isEnabled: false } | ({ isEnabled: true } & CalendarFeedInput)) =>
      change.isEnabled
        ? (await feed.$put({ json: { isNewAddress: change.isNewAddress } })).json()
        : (await feed.$delete()).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getCalendarFeedQueryOptions(user.id).queryKey, saved),
  });
}
