import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '#shared/schemas/profile.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { getProfileQueryOptions } from './get-profile.ts';

/** The header, the user menu and this page all show the name and picture: refresh them together. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(user.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    ]);
}

export function useUpdateProfile() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async (input: ProfileInput) =>
      (await apiClient.api.profile.$put({ json: input })).json(),
    onSuccess: refresh,
  });
}

export function useUploadAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await apiClient.api.profile.avatar.$put(
          {},
          {
            headers: { 'x-file-name': encodeURIComponent(file.name) },
            init: { body: file },
          },
        )
      ).json(),
    onSuccess: refresh,
  });
}

export function useRemoveAvatar() {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: async () => (await apiClient.api.profile.avatar.$delete()).json(),
    onSuccess: refresh,
  });
}

/** Clears the whole profile; it also changes the time zone and buddy listing, so every copy is refreshed. */
export function useClearProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.api.profile.$delete()).json(),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
