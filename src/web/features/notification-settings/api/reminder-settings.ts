import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput } from '#shared/schemas/reminders.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const getReminderSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['reminder-settings', userId] as const,
    queryFn: async () => (await apiClient.api.reminders.$get()).json(),
  });

/** The daily check-in reminder: on or off, and when, on the creator's clock. */
export function useReminderSettings() {
  const { user } = useSignedInUser();
  return useQuery(getReminderSettingsQueryOptions(user.id));
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: async (input: ReminderSettingsInput) =>
      (await apiClient.api.reminders.$put({ json: input })).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getReminderSettingsQueryOptions(user.id).queryKey, saved),
  });
}
