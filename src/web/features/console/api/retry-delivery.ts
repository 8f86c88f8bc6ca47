import { useConsoleMutation } from './console-requests.ts';
import { webhooks } from './get-webhooks.ts';

/** Gives a failed delivery another try, and another 24 hours of retries. */
export const useRetryDelivery = (endpointId: string) =>
  useConsoleMutation(async (deliveryId: number) =>
    (
      await webhooks[':endpointId'].deliveries[':deliveryId'].retry.$post({
        param: { endpointId, deliveryId: String(deliveryId) },
      })
    ).json(),
  );
