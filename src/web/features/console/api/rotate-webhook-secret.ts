import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

/** A new secret, shown once; the old one keeps signing for 24 hours. */
export const useRotateWebhookSecret = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId']['rotate-secret'].$post({ param: { endpointId } })).json(),
  );
