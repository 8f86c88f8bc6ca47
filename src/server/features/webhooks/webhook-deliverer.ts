import pLimit from 'p-limit';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { HostResolver, WebhookNetworkPolicy } from './webhook-address.ts';
import { claimDueDeliveries, recordDeliveryOutcome } from './webhook-delivery.queries.ts';
import { sendWebhook } from './webhook-sender.ts';
import { signWebhookMessage } from './webhook-signing.ts';

const BATCH_SIZE = 20;
/** At most this many requests in flight per process: a hanging endpoint holds one slot, not the app. */
const MAX_PARALLEL_SENDS = 4;

export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;

/**
 * Delivers the webhook outbox: at least once, each creator's events in
 * order per endpoint, retried with backoff until 24 hours after the event
 * (then failed). Requests never wait on it: it runs on its own timer and
 * after staff actions, one pass at a time per process.
 */
export function createWebhookDeliverer(deps: {
  db: Database;
  logger: Logger;
  policy: WebhookNetworkPolicy;
  resolve?: HostResolver;
  timeoutMs?: number;
}) {
  const { db, logger } = deps;
  let inFlight: Promise<void> = Promise.resolve();
  const limit = pLimit(MAX_PARALLEL_SENDS);

  async function deliverBatch(now: Date): Promise<number> {
    const batch = await claimDueDeliveries(db, { now, limit: BATCH_SIZE });
    await Promise.all(
      batch.map(({ delivery, endpoint }) =>
        limit(async () => {
          const sentAt = new Date();
          const secrets = [endpoint.secret];
          if (endpoint.previousSecret && (endpoint.previousSecretExpiresAt ?? now) > now) {
            secrets.push(endpoint.previousSecret);
          }
          const result = await sendWebhook({
            url: endpoint.url,
            body: delivery.body,
            headers: signWebhookMessage({
              messageId: delivery.messageId,
              body: delivery.body,
              secrets,
              sentAt,
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
            now,
            isDelivered: result.ok,
            statusCode: result.statusCode ?? null,
            responseMs: result.responseMs,
            error: result.ok ? null : result.error,
          });
        }),
      ),
    );
    return batch.length;
  }

  async function deliverDue(now: Date): Promise<void> {
    // A batch that found work may have unblocked the next event of the same creators.
    while ((await deliverBatch(now)) > 0);
  }

  return {
    /** Run a delivery pass as at `now` (after any pass under way) and wait for it; never throws. */
    deliverDue(now: Date = new Date()): Promise<void> {
      inFlight = inFlight.then(() =>
        deliverDue(now).catch((error: unknown) =>
          logger.error({ err: error }, 'webhook delivery pass failed'),
        ),
      );
      return inFlight;
    },
    settle: () => inFlight,
  };
}
