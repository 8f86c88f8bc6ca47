import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export async function getSectionUnlocks() {
  const response = await apiClient.api.resources.unlocks.$get();
  return (await response.json()).unlocks;
}

/**
 * Library sections a realm completion opened that this creator has not been
 * shown. `completedRealmCount` is part of the key, so the list is asked for
 * again as soon as the progress shows a new completion.
 */
export const sectionUnlocksQueryOptions = (userId: string, completedRealmCount: number) =>
  queryOptions({
    queryKey: ['library', userId, 'unlocks', completedRealmCount] as const,
    queryFn: getSectionUnlocks,
  });

export function useSectionUnlocks(completedRealmCount: number) {
  const { user } = useSignedInUser();
  return useQuery(sectionUnlocksQueryOptions(user.id, completedRealmCount));
}

/** 'New Resources Unlocked!' was shown for these sections: never again, on any device. */
export function useMarkUnlocksSeen() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    // Gone from this screen at once; the server makes it so on every other device.
    onMutate: () => queryClient.setQueriesData({ queryKey: ['library', user.id, 'unlocks'] }, []),
    mutationFn: (realmIds: number[]) =>
      Promise.all(
        realmIds.map((realmId) =>
          apiClient.api.resources.unlocks[':realmId'].seen.$post({
            param: { realmId: String(realmId) },
          }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['library', user.id] }),
  });
}
