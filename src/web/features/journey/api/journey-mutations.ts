import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LocalDate } from '#shared/rules/calendar.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { getProgressQueryOptions } from './get-progress.ts';
import { sendOrKeepOffline } from './send-pending-write.ts';

/** Fetches the server's progress again, so every screen shows the truth (one function per creator). */
export function useRefreshProgress() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: getProgressQueryOptions(user.id).queryKey }),
    [queryClient, user.id],
  );
}

/**
 * After any change the progress is fetched again. Also after a refusal (the
 * server may know better: a quest completed in another tab), except one that
 * `defersRefresh`: its screen shows the refusal first and refreshes when the
 * creator has read it, since the refresh would take the screen away.
 */
export function useProgressMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  options: { canWaitOffline?: boolean; defersRefresh?: (error: unknown) => boolean } = {},
) {
  const refreshProgress = useRefreshProgress();
  return useMutation({
    mutationFn,
    // Writes kept for later run at once offline instead of waiting, paused, for the network.
    networkMode: options.canWaitOffline ? 'always' : 'online',
    onSettled: (_result, error) =>
      error && options.defersRefresh?.(error) ? undefined : refreshProgress(),
  });
}

/** Completes a quest, or keeps the completion on this device while offline. */
export function useCompleteQuest() {
  const { user } = useSignedInUser();
  return useProgressMutation(
    (input: { questId: string; questTitle: string; content?: string }) =>
      sendOrKeepOffline({
        kind: 'quest-completion',
        userId: user.id,
        ...input,
        savedAt: Date.now(),
      }),
    { canWaitOffline: true },
  );
}

export function useUploadWorksheet() {
  return useProgressMutation(async (input: { questId: string; file: File }) => {
    const response = await apiClient.api.quests[':questId'].file.$put(
      { param: { questId: input.questId } },
      {
        // The file is the whole body, streamed to the server as it is read.
        init: { body: input.file, headers: { 'x-file-name': encodeURIComponent(input.file.name) } },
      },
    );
    return response.json();
  });
}

/** Sends today's check-in, or keeps it on this device while offline. */
export function useSubmitCheckin() {
  const { user } = useSignedInUser();
  return useProgressMutation(
    (input: { date: LocalDate; response: string }) =>
      sendOrKeepOffline({ kind: 'checkin', userId: user.id, ...input, savedAt: Date.now() }),
    { canWaitOffline: true },
  );
}
