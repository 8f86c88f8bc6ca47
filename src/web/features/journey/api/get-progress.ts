import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { readCachedProgress, writeCachedProgress } from '../utils/progress-cache.ts';
import { reviveProgress, type Progress } from '../utils/progress-model.ts';

/**
 * The server's progress, asked for with the ETag of the copy this browser
 * keeps: when nothing changed the server answers 304 and the copy is the
 * answer, so reopening a screen does not download the whole journey again.
 */
export async function getProgress(userId: string): Promise<Progress> {
  const kept = readCachedProgress(userId);
  const response = await apiClient.api.progress.$get(
    {},
    kept?.etag ? { headers: { 'If-None-Match': kept.etag } } : undefined,
  );
  if (response.status === 304) {
    if (kept) return kept.progress;
    throw new AppError('INTERNAL');
  }
  const progress = reviveProgress(await response.json());
  writeCachedProgress(userId, progress, response.headers.get('ETag'));
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
