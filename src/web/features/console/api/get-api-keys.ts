import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

/** The API keys, shared by the one file per action beside this one. */
export const apiKeys = apiClient.api.admin['api-keys'];

export type ConsoleApiKey = InferResponseType<typeof apiKeys.$get, 200>['keys'][number];

/** Every key, revoked ones too; never a secret. */
export const useApiKeys = () =>
  useQuery({
    queryKey: [...consoleQueryKey, 'api-keys'] as const,
    queryFn: async () => (await (await apiKeys.$get()).json()).keys,
  });
