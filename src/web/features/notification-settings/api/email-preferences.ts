import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferenceInput } from '#shared/schemas/email-preferences.ts';
import { apiClient } from '#web/lib/api-client.ts';

const getEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['email-preferences'] as const,
    queryFn: async () => (await apiClient.api['email-preferences'].$get()).json(),
  });

/** Which emails go to the creator, kind by kind. */
export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}

export function useChangeEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailPreferenceInput) =>
      (await apiClient.api['email-preferences'].$put({ json: input })).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getEmailPreferencesQueryOptions().queryKey, saved),
  });
}
