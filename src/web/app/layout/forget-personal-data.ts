import type { QueryClient } from '@tanstack/react-query';
import { clearDraftsOf } from '#web/lib/use-draft.ts';
import { pendingWrites } from '#web/features/journey/utils/pending-writes.ts';
import { clearCachedProgress } from '#web/features/journey/utils/progress-cache.ts';
import { clearRuntimeCaches } from '#web/features/offline/utils/clear-runtime-caches.ts';
import { clearCachedSession } from '#web/lib/session.ts';

/**
 * At sign-out, forgets everything this device keeps about the creator, so
 * the next person to open the app (online or not) sees none of it: the
 * answers in memory, the copies of the progress and session, unsent offline
 * writes, drafts, and any runtime cache of the service worker. The app shell
 * itself holds no personal data and stays cached.
 */
export async function forgetPersonalData(userId: string, queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  clearCachedProgress();
  clearCachedSession();
  pendingWrites.clear(userId);
  clearDraftsOf(userId);
  await clearRuntimeCaches();
}
