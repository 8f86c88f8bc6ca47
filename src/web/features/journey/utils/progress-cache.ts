import { reviveProgress, type Progress, type ProgressJson } from './progress-model.ts';

/** The browser's copy of the progress, for an instant first paint and offline reading. */
export const PROGRESS_STORAGE_KEY = 'emberpath-progress';

/** `etag` is the server's for this copy's bytes: sent back, it turns an unchanged answer into a 304. */
type CachedProgress = { userId: string; savedAt: number; progress: ProgressJson; etag?: string };

export function readCachedProgress(
  userId: string,
): { progress: Progress; savedAt: number; etag: string | undefined } | undefined {
  try {
    const raw = localStorage.getItem(PROGRESS_STORAGE_KEY);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as CachedProgress;
    // Another creator used this browser: their progress is not ours to show.
    if (cached.userId !== userId) return undefined;
    return {
      progress: reviveProgress(cached.progress),
      savedAt: cached.savedAt,
      etag: typeof cached.etag === 'string' ? cached.etag : undefined,
    };
  } catch {
    return undefined;
  }
}

export function writeCachedProgress(userId: string, progress: Progress, etag: string | null): void {
  try {
    const cached: CachedProgress = {
      userId,
      savedAt: Date.now(),
      progress: progress as unknown as ProgressJson,
      ...(etag && { etag }),
    };
    localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(cached));
  } catch {
    // Storage full or disabled: the server still has everything.
  }
}

export function clearCachedProgress(): void {
  try {
    localStorage.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
