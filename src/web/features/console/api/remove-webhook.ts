import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

export const useRemoveWebhook = (endpointId: string) =>
  useConsoleMutation(async () =>
    (await webhooks[':endpointId'].$delete({ param: { endpointId } })).json(),
  );
