import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Takes a scheduled realm back to draft before it opens. */
export function useUnscheduleRealm() {
  return useConsoleMutation(async (realmId: number) =>
    (
      await apiClient.api.admin.programme.realms[':realmId'].unschedule.$post({
        param: { realmId: String(realmId) },
      })
    ).json(),
  );
}
