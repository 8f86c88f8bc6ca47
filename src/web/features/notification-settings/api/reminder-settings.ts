import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput } from '#shared/schemas/reminders.ts';
import { apiClient } from '#web/lib/api-client.ts';

const reminderSettingsQueryKey = ['reminder-settings'] as const;

export async function getReminderSettings() {
  return (await apiClient.api.reminders.$get()).json();
}

export const reminderSettingsQueryOptions = queryOptions({
  queryKey: reminderSettingsQueryKey,
  queryFn: getReminderSettings,
});

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions);
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReminderSettingsInput) =>
      (await apiClient.api.reminders.$put({ json: input })).json(),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
