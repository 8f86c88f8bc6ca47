import type { NewQuestInput } from '#shared/schemas/curriculum.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

const quests = apiClient.api.admin.programme.realms[':realmId'].quests;

/** A new quest, or the realm's final task, at the end of the realm. */
export const useAddQuest = () =>
  useConsoleMutation(async ({ realmId, quest }: { realmId: number; quest: NewQuestInput }) =>
    (await quests.$post({ param: { realmId: String(realmId) }, json: quest })).json(),
  );
