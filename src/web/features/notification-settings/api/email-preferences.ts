import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferenceInput } from '#shared/schemas/email-preferences.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const getEmailPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['email-preferences', userId] as const,
    queryFn: async () => (await apiClient.api['email-preferences'].$get()).json(),
  });

/** Which emails go to the creator, kind by kind. */
export function useEmailPreferences() {
  const { user } = useSignedInUser();
  return useQuery(getEmailPreferencesQueryOptions(user.id));
}

export function useChangeEmailPreference() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: async (input: EmailPreferenceInput) =>
      (await apiClient.api['email-preferences'].$put({ json: input })).json(),
    onSuccess: (saved) =>
      queryClient.setQueryData(getEmailPreferencesQueryOptions(user.id).queryKey, saved),
  });
}
