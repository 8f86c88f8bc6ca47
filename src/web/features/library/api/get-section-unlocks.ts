import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';

/** Every count's list of unseen unlocks, for wiping them all at once. */
const unlocksQueryKey = (userId: string) => [...queryKeys.library(userId), 'unlocks'] as const;

/**
 * Library sections a realm completion opened that this creator has not been
 * shown. `completedRealmCount` is part of the key, so the list is asked for
 * again as soon as the progress shows a new completion.
 */
const getSectionUnlocksQueryOptions = (userId: string, completedRealmCount: number) =>
  queryOptions({
    queryKey: [...unlocksQueryKey(userId), completedRealmCount] as const,
    queryFn: async () => (await (await apiClient.api.resources.unlocks.$get()).json()).unlocks,
  });

export function useSectionUnlocks(completedRealmCount: number) {
  const { user } = useSignedInUser();
  return useQuery(getSectionUnlocksQueryOptions(user.id, completedRealmCount));
}

/** 'New Resources Unlocked!' was shown for these sections: never again, on any device. */
export function useMarkUnlocksSeen() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    // Gone from this screen at once; the server makes it so on every other device.
    onMutate: () => queryClient.setQueriesData({ queryKey: unlocksQueryKey(user.id) }, []),
    mutationFn: (realmIds: number[]) =>
      Promise.all(
        realmIds.map((realmId) =>
          apiClient.api.resources.unlocks[':realmId'].seen.$post({
            param: { realmId: String(realmId) },
          }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.library(user.id) }),
  });
}
