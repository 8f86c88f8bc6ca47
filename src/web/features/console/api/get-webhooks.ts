import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

/** The webhook endpoints, shared by the one file per action beside this one. */
export const webhooks = apiClient.api.admin.webhooks;

export type ConsoleWebhook = InferResponseType<typeof webhooks.$get, 200>['endpoints'][number];

/** Every endpoint, with its pending and failed counts. */
export const useWebhooks = () =>
  useQuery({
    queryKey: [...consoleQueryKey, 'webhooks'] as const,
    queryFn: async () => (await (await webhooks.$get()).json()).endpoints,
  });
