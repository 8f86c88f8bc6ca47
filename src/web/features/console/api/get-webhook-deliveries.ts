import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleQueryKey } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

const deliveries = webhooks[':endpointId'].deliveries;

export type WebhookDelivery = InferResponseType<
  (typeof deliveries)['$get'],
  200
>['deliveries'][number];

/** One endpoint's latest 100 deliveries, refreshed every few seconds while open. */
export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    queryKey: [...consoleQueryKey, 'webhooks', endpointId, 'deliveries'] as const,
    queryFn: async () =>
      (await (await deliveries.$get({ param: { endpointId }, query: {} })).json()).deliveries,
    refetchInterval: 3000,
  });
