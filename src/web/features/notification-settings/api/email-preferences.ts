import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferenceInput } from '#shared/schemas/email-preferences.ts';
import { apiClient } from '#web/lib/api-client.ts';

const emailPreferencesQueryKey = ['email-preferences'] as const;

export async function getEmailPreferences() {
  return (await apiClient.api['email-preferences'].$get()).json();
}

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: emailPreferencesQueryKey,
  queryFn: getEmailPreferences,
});

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions);
}

export function useChangeEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailPreferenceInput) =>
      (await apiClient.api['email-preferences'].$put({ json: input })).json(),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey, saved),
  });
}
