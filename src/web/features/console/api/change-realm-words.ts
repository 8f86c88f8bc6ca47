import type { RealmWordsInput } from '#shared/schemas/curriculum.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** A realm's title, description and Ember Kit words. */
export function useChangeRealmWords() {
  return useConsoleMutation(async (input: { realmId: number; words: RealmWordsInput }) =>
    (
      await apiClient.api.admin.programme.realms[':realmId'].$patch({
        param: { realmId: String(input.realmId) },
        json: input.words,
      })
    ).json(),
  );
}
