import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

/** A webhook.test delivery to this endpoint (audited, and limited per minute). */
export const useSendTestEvent = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId'].test.$post({ param: { endpointId } })).json(),
  );
