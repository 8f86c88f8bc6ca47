import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** The realm's quests (not its final task) in a new order. */
export function useReorderQuests() {
  return useConsoleMutation(async (input: { realmId: number; questIds: string[] }) =>
    (
      await apiClient.api.admin.programme.realms[':realmId']['quest-order'].$put({
        param: { realmId: String(input.realmId) },
        json: { questIds: input.questIds },
      })
    ).json(),
  );
}
