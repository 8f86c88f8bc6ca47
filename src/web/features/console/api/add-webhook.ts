import type { WebhookEndpointInput } from '#shared/schemas/webhooks.ts';
import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

/** Adds an endpoint; the answer holds its signing secret, shown once. */
export const useAddWebhook = () =>
  useConsoleMutation(async (input: WebhookEndpointInput) =>
    (await webhooks.$post({ json: input })).json(),
  );
