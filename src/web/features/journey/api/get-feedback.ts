import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useRefreshProgress } from './journey-mutations.ts';

/** Every key of the creator's feedback starts here, so one invalidation refreshes them all. */
const feedbackKey = (userId: string) => ['feedback', userId] as const;

/** The one owner of `GET /api/feedback`: the latest feedback per quest and the answers waiting. */
export const getFeedbackQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: feedbackKey(userId),
    queryFn: async () => (await apiClient.api.feedback.$get()).json(),
  });

export function useFeedback() {
  const { user } = useSignedInUser();
  return useQuery(getFeedbackQueryOptions(user.id));
}

/** One answer's versions and their feedback, newest first: asked for when History opens. */
export const getFeedbackHistoryQueryOptions = (userId: string, questId: string) =>
  queryOptions({
    queryKey: [...feedbackKey(userId), 'history', questId] as const,
    queryFn: async () =>
      (await apiClient.api.quests[':questId'].feedback.$get({ param: { questId } })).json(),
  });

export function useFeedbackHistory(questId: string, isWanted: boolean) {
  const { user } = useSignedInUser();
  return useQuery({ ...getFeedbackHistoryQueryOptions(user.id, questId), enabled: isWanted });
}

/**
 * Sends a revised answer. Afterwards the feedback (now waiting again) and the progress (the
 * answer's new words) are fetched again, after a refusal too: the server knows better.
 */
export function useReviseAnswer() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  const refreshProgress = useRefreshProgress();
  return useMutation({
    mutationFn: async (input: { questId: string; content?: string }) =>
      (
        await apiClient.api.quests[':questId'].revision.$post({
          param: { questId: input.questId },
          json: { content: input.content },
        })
      ).json(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKey(user.id) }),
        refreshProgress(),
      ]),
  });
}
