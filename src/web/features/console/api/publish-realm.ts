import type { PublishRealmInput } from '#shared/schemas/curriculum.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Opens a realm now, or at a time in a zone staff chose. */
export function usePublishRealm() {
  return useConsoleMutation(async (input: { realmId: number; publish: PublishRealmInput }) =>
    (
      await apiClient.api.admin.programme.realms[':realmId'].publish.$post({
        param: { realmId: String(input.realmId) },
        json: input.publish,
      })
    ).json(),
  );
}
