import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneSettingInput } from '#shared/schemas/profile.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** A new zone moves "today": the session and the progress (today's check-in) are asked for again. */
export function useSaveTimeZone() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TimeZoneSettingInput) =>
      (await apiClient.api.profile['time-zone'].$put({ json: input })).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.progress(user.id) }),
      ]),
  });
}
