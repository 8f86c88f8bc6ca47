import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareReactionInput } from '#shared/schemas/answer-shares.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { buddiesQueryKey } from './get-buddies.ts';

const api = apiClient.api;

function useShareMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: buddiesQueryKey(user.id) }),
  });
}

export const useShareAnswer = () =>
  useShareMutation(async (questId: string) =>
    (await api.quests[':questId'].share.$post({ param: { questId } })).json(),
  );

export const useStopSharingAnswer = () =>
  useShareMutation(async (questId: string) =>
    (await api.quests[':questId'].share.$delete({ param: { questId } })).json(),
  );

export const useReactToShare = () =>
  useShareMutation(async (input: { shareId: number; change: ShareReactionInput }) =>
    (
      await api.shares[':shareId'].reaction.$put({
        param: { shareId: String(input.shareId) },
        json: input.change,
      })
    ).json(),
  );
