import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Takes a live realm back to draft while no creator has started it (409 once one has). */
export function useUnpublishRealm() {
  return useConsoleMutation(async (realmId: number) =>
    (
      await apiClient.api.admin.programme.realms[':realmId'].unpublish.$post({
        param: { realmId: String(realmId) },
      })
    ).json(),
  );
}
