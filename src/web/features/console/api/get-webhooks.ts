import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

const webhooks = apiClient.api.admin.webhooks;

export type ConsoleWebhook = InferResponseType<typeof webhooks.$get, 200>['endpoints'][number];
export type WebhookDelivery = InferResponseType<
  (typeof webhooks)[':endpointId']['deliveries']['$get'],
  200
>['deliveries'][number];

export const getWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'webhooks'] as const,
    queryFn: async () => (await webhooks.$get()).json(),
  });

/** Every endpoint, with its pending and failed counts. */
export const useWebhooks = () => useQuery(getWebhooksQueryOptions());

/** One endpoint and its latest 100 deliveries, refreshed every few seconds while open. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: [...consoleQueryKey, 'webhooks', endpointId, 'deliveries'] as const,
    queryFn: async () =>
      (await webhooks[':endpointId'].deliveries.$get({ param: { endpointId }, query: {} })).json(),
    refetchInterval: 3000,
  });
}
