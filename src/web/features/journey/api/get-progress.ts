import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { readCachedProgress, writeCachedProgress } from '../utils/progress-cache.ts';
import { reviveProgress, type Progress } from '../utils/progress-model.ts';

async function getProgress(userId: string): Promise<Progress> {
  const response = await apiClient.api.progress.$get();
  const progress = reviveProgress(await response.json());
  writeCachedProgress(userId, progress);
  return progress;
}

/**
 * Paints from the browser's copy at once, then the server's answer replaces it
 * (the copy is always considered stale, so it is refetched on mount).
 */
export const getProgressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.progress(userId),
    queryFn: () => getProgress(userId),
    // A function, so local storage is read once per query, not on every render.
    initialData: () => readCachedProgress(userId)?.progress,
    initialDataUpdatedAt: 0,
  });

/** The signed-in creator's progress. */
export function useProgress() {
  const { user } = useSignedInUser();
  return useQuery(getProgressQueryOptions(user.id));
}
