import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { HostResolver, WebhookNetworkPolicy } from './webhook-address.ts';
import { claimDueDeliveries, recordDeliveryOutcome } from './webhook-delivery.queries.ts';
import { sendWebhook } from './webhook-sender.ts';
import { signWebhookMessage } from './webhook-signing.ts';

/** At most this many requests in flight to one endpoint per process: a hanging endpoint holds its own, no one else's. */
export const MAX_SENDS_PER_ENDPOINT = 4;
/** And this many in all per process. */
const MAX_SENDS = 16;

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;

/**
 * Delivers the webhook outbox: at least once, each creator's events in
 * order per endpoint, retried with backoff until 24 hours after the event
 * (then failed). Requests never wait on it: it runs on its own timer and
 * after staff actions. One loop per process claims what is due and sends
 * each claimed row at once, endpoint by endpoint side by side: it claims
 * again whenever a send ends, leaving out the endpoints it is still sending
 * to, so an endpoint that never answers delays only its own messages.
 */
export function createWebhookDeliverer(deps: {
  db: Database;
  logger: Logger;
  policy: WebhookNetworkPolicy;
  resolve?: HostResolver;
  timeoutMs?: number;
}) {
  const { db, logger } = deps;
  const sendsByEndpoint = new Map<string, number>();
  let sendCount = 0;
  /** The time the loop claims as at: the latest asked for. */
  let now = new Date();
  let isAsked = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function send({ delivery, endpoint }: Claimed, claimedAt: Date): Promise<void> {
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && (endpoint.previousSecretExpiresAt ?? claimedAt) > claimedAt) {
      secrets.push(endpoint.previousSecret);
    }
    const result = await sendWebhook({
      url: endpoint.url,
      body: delivery.body,
      headers: signWebhookMessage({
        messageId: delivery.messageId,
        body: delivery.body,
        secrets,
        sentAt: new Date(),
      }),
      policy: deps.policy,
      resolve: deps.resolve,
      timeoutMs: deps.timeoutMs,
    });
    if (!result.ok) {
      logger.warn(
        { deliveryId: delivery.id, attempts: delivery.attempts, error: result.error },
        'webhook delivery failed',
      );
    }
    await recordDeliveryOutcome(db, {
      deliveryId: delivery.id,
      now: claimedAt,
      isDelivered: result.ok,
      statusCode: result.statusCode ?? null,
      responseMs: result.responseMs,
      error: result.ok ? null : result.error,
    });
  }

  function start(claimed: Claimed, claimedAt: Date) {
    const endpointId = claimed.endpoint.id;
    sendCount += 1;
    sendsByEndpoint.set(endpointId, (sendsByEndpoint.get(endpointId) ?? 0) + 1);
    void send(claimed, claimedAt)
      .catch((error: unknown) =>
        logger.error({ err: error, deliveryId: claimed.delivery.id }, 'webhook send not recorded'),
      )
      .finally(() => {
        sendCount -= 1;
        const left = sendsByEndpoint.get(endpointId)! - 1;
        if (left === 0) sendsByEndpoint.delete(endpointId);
        else sendsByEndpoint.set(endpointId, left);
        // What it finished may have let the endpoint's next message go.
        ask();
      });
  }

  function ask() {
    isAsked = true;
    wake?.();
    wake = undefined;
  }

  /** Claims and starts sends until nothing is due and nothing is in flight. */
  async function deliverAll(): Promise<void> {
    for (;;) {
      isAsked = false;
      const claimedAt = now;
      const room = MAX_SENDS - sendCount;
      const batch =
        room > 0
          ? await claimDueDeliveries(db, {
              now: claimedAt,
              limit: room,
              perEndpoint: MAX_SENDS_PER_ENDPOINT,
              skipEndpointIds: [...sendsByEndpoint.keys()],
            })
          : [];
      for (const claimed of batch) start(claimed, claimedAt);
      if (batch.length > 0 || isAsked) continue;
      if (sendCount === 0) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  function run(): Promise<void> {
    loop ??= deliverAll()
      .catch((error: unknown) => logger.error({ err: error }, 'webhook delivery pass failed'))
      .then(() => {
        loop = undefined;
        // Asked again between the loop's last look and its end.
        if (isAsked) return run();
      });
    return loop;
  }

  return {
    /**
     * Delivers what is due at `now`, and waits until nothing is due or in
     * flight (sends started by earlier calls included); never throws.
     */
    deliverDue(at: Date = new Date()): Promise<void> {
      now = at;
      ask();
      return run();
    },
    settle: (): Promise<void> => loop ?? Promise.resolve(),
  };
}
