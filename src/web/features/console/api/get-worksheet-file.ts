import { apiClient } from '#web/lib/api-client.ts';

/** Where staff download a creator's worksheet: a plain link, the file streamed as an attachment. */
export function worksheetFilePath(questId: string, userId: string): string {
  return apiClient.api.quests[':questId'].file.$path({
    // The client puts a parameter in as it is: a quest id is a slug, but say so.
    param: { questId: encodeURIComponent(questId) },
    query: { userId },
  });
}
