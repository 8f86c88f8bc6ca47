import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Removes a quest: its answers stay in creators' history, its id is never used again. */
export function useRemoveQuest() {
  return useConsoleMutation(async (questId: string) =>
    (await apiClient.api.admin.programme.quests[':questId'].$delete({ param: { questId } })).json(),
  );
}
