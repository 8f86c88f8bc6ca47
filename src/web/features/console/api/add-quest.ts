import type { NewQuestInput } from '#shared/schemas/curriculum.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** A new quest, or the realm's final task, at the end of the realm. */
export function useAddQuest() {
  return useConsoleMutation(async (input: { realmId: number; quest: NewQuestInput }) =>
    (
      await apiClient.api.admin.programme.realms[':realmId'].quests.$post({
        param: { realmId: String(input.realmId) },
        json: input.quest,
      })
    ).json(),
  );
}
