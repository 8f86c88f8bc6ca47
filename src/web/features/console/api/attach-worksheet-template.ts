import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Makes a library resource the template of a worksheet quest, or none. */
export function useAttachWorksheetTemplate() {
  return useConsoleMutation(async (input: { questId: string; resourceId: string | null }) =>
    (
      await apiClient.api.admin.programme.quests[':questId'].template.$put({
        param: { questId: input.questId },
        json: { resourceId: input.resourceId },
      })
    ).json(),
  );
}
