import type { ShareReactionInput } from '#shared/schemas/answer-shares.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useBuddyMutation } from './buddy-mutations.ts';

const api = apiClient.api;

export const useShareAnswer = () =>
  useBuddyMutation(async (questId: string) =>
    (await api.quests[':questId'].share.$post({ param: { questId } })).json(),
  );

export const useStopSharingAnswer = () =>
  useBuddyMutation(async (questId: string) =>
    (await api.quests[':questId'].share.$delete({ param: { questId } })).json(),
  );

export const useReactToShare = () =>
  useBuddyMutation(async (input: { shareId: number; change: ShareReactionInput }) =>
    (
      await api.shares[':shareId'].reaction.$put({
        param: { shareId: String(input.shareId) },
        json: input.change,
      })
    ).json(),
  );
