import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneSettingInput } from '#shared/schemas/profile.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';

async function saveTimeZone(input: TimeZoneSettingInput) {
  return (await apiClient.api.profile['time-zone'].$put({ json: input })).json();
}

/** A new zone moves "today": the session and the progress (today's check-in) are asked for again. */
export function useSaveTimeZone() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: () =>
      Promise.all([refresh(queryKeys.session), refresh(queryKeys.progress(user.id))]),
  });
}
