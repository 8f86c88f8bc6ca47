import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput } from '#shared/schemas/reminders.ts';
import { apiClient } from '#web/lib/api-client.ts';

const getReminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['reminder-settings'] as const,
    queryFn: async () => (await apiClient.api.reminders.$get()).json(),
  });

/** The daily check-in reminder: on or off, and when, on the creator's clock. */
export function useReminderSettings() {
  return useQuery(getReminderSettingsQueryOptions());
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReminderSettingsInput) =>
      (await apiClient.api.reminders.$put({ json: input })).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getReminderSettingsQueryOptions().queryKey, saved),
  });
}
