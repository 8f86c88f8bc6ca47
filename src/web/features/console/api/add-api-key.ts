import type { ApiKeyInput } from '#shared/schemas/api-keys.ts';
import { useConsoleMutation } from './console-requests.ts';
import { apiKeys } from './get-api-keys.ts';

/** Makes a key; the answer holds its secret, shown once. */
export const useAddApiKey = () =>
  useConsoleMutation(async (input: ApiKeyInput) => (await apiKeys.$post({ json: input })).json());
