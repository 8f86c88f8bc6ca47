import type { WebhookEndpointChange } from '#shared/schemas/webhooks.ts';
import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

/** Changes only what is sent: a switch sends `isEnabled` alone and keeps every other setting. */
export const useChangeWebhook = (endpointId: string) =>
  useConsoleMutation(async (change: WebhookEndpointChange) =>
    (await webhooks[':endpointId'].$patch({ param: { endpointId }, json: change })).json(),
  );
