import type { QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_ELEMENT_ID, type FirstDataOf } from '#shared/first-data.ts';
import { writeCachedProgress } from '#web/features/journey/utils/progress-cache.ts';
import { reviveProgress, type ProgressJson } from '#web/features/journey/utils/progress-model.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { draftKeys, readDraft } from '#web/lib/use-draft.ts';
import { writeCachedSession } from '#web/lib/session.ts';

/** What the page of a signed-in creator's `/` came with (src/shared/first-data.ts). */
export type FirstData = FirstDataOf<ProgressJson>;

/** The first data as a query cache holds it: the same on the server's render and the browser's. */
export function seedQueryClient(queryClient: QueryClient, data: FirstData): void {
  queryClient.setQueryData(queryKeys.session, data.me, { updatedAt: data.readAt });
  queryClient.setQueryData(queryKeys.progress(data.me.user.id), reviveProgress(data.progress), {
    updatedAt: data.readAt,
  });
}

/** The first data the page came with, if any (only a server-drawn dashboard has it). */
export function readFirstData(): FirstData | undefined {
  const text = document.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstData;
  } catch {
    return undefined;
  }
}

/** Keeps this device's copies as `/api/me` and `/api/progress` would have: for offline starts. */
export function keepFirstData(data: FirstData): void {
  writeCachedSession(data.me);
  writeCachedProgress(data.me.user.id, reviveProgress(data.progress), data.progressEtag);
}

/**
 * Whether the dashboard's first render here is the one the server drew: not
 * when this device keeps something of the creator's that the server cannot
 * know (a check-in draft, a claim dialog already closed in this tab).
 */
export function drawsAsTheServerDid(data: FirstData): boolean {
  if (readDraft(draftKeys.checkin(data.me.user.id, data.progress.today.date))) return false;
  try {
    // The dashboard's (dashboard.tsx): which realm's claim dialog was closed in this tab.
    return sessionStorage.getItem('emberpath-reward-dismissed') === null;
  } catch {
    return true;
  }
}
