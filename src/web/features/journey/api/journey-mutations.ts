import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { progressQueryKey } from './get-progress.ts';

/** After any change the server's progress is fetched again, so every screen shows the truth. */
function useProgressMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Also after a refusal: the server may know better (a quest completed in another tab).
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(user.id) }),
  });
}

export function useCompleteQuest() {
  return useProgressMutation(async (input: { questId: string; content?: string }) => {
    await apiClient.api.quests[':questId'].complete.$post({
      param: { questId: input.questId },
      json: { content: input.content },
    });
  });
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

export function useSubmitCheckin() {
  return useProgressMutation(async (response: string) => {
    const answer = await apiClient.api.checkins.$post({ json: { response } });
    return answer.json();
  });
}

export function useCompleteRealm() {
  return useProgressMutation(async (input: { realmId: number; claim: RewardClaimInput }) => {
    const response = await apiClient.api.realms[':realmId'].complete.$post({
      param: { realmId: String(input.realmId) },
      json: input.claim,
    });
    return response.json();
  });
}
