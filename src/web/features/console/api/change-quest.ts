import type { QuestChangeInput } from '#shared/schemas/curriculum.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** A quest's type and words; its id never changes. */
export function useChangeQuest() {
  return useConsoleMutation(async (input: { questId: string; changes: QuestChangeInput }) =>
    (
      await apiClient.api.admin.programme.quests[':questId'].$patch({
        param: { questId: input.questId },
        json: input.changes,
      })
    ).json(),
  );
}
