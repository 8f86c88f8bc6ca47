import { useConsoleMutation } from './console-requests.ts';
import { apiKeys } from './get-api-keys.ts';

/** Revokes a key: the next call with it is refused. */
export const useRevokeApiKey = () =>
  useConsoleMutation(async (keyId: string) =>
    (await apiKeys[':keyId'].revoke.$post({ param: { keyId } })).json(),
  );
