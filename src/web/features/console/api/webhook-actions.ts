import type { WebhookEndpointChange, WebhookEndpointInput } from '#shared/schemas/webhooks.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

const webhooks = apiClient.api.admin.webhooks;

/** Adds an endpoint; the answer holds its signing secret, shown once. */
export const useAddWebhook = () =>
  useConsoleMutation(async (input: WebhookEndpointInput) =>
    (await webhooks.$post({ json: input })).json(),
  );

export const useChangeWebhook = (endpointId: string) =>
  useConsoleMutation(async (change: WebhookEndpointChange) =>
    (await webhooks[':endpointId'].$patch({ param: { endpointId }, json: change })).json(),
  );

export const useRemoveWebhook = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId'].$delete({ param: { endpointId } })).json(),
  );

/** A new secret, shown once; the old one keeps signing for 24 hours. */
export const useRotateWebhookSecret = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId']['rotate-secret'].$post({ param: { endpointId } })).json(),
  );

export const useSendTestEvent = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId'].test.$post({ param: { endpointId } })).json(),
  );

export const useRetryDelivery = (endpointId: string) =>
  useConsoleMutation(async (deliveryId: number) =>
    (
      await webhooks[':endpointId'].deliveries[':deliveryId'].retry.$post({
        param: { endpointId, deliveryId: String(deliveryId) },
      })
    ).json(),
  );
