import { AppError } from '#shared/errors.ts';
import { WEBHOOK_TEST_EVENT } from '#shared/schemas/webhooks.ts';
import { presentWebhookDeliveries, presentWebhookDelivery } from '../../presenters/webhooks.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  countTestDeliveriesSince,
  insertTestDelivery,
  listDeliveries,
  requeueDelivery,
} from './webhook-delivery.queries.ts';
import { newMessageId, webhookBody } from './webhook-events.ts';
import { findEndpoint } from './webhooks.queries.ts';
import { notFound, type WebhookDeps } from './webhooks.service.ts';

const DELIVERY_LOG_LENGTH = 100;
/** 'Send test event' per endpoint and minute: enough to try a receiver, too few to flood it. */
export const TEST_EVENTS_PER_MINUTE = 5;

export async function listWebhookDeliveries(
  deps: WebhookDeps,
  input: { endpointId: string; status?: 'pending' | 'delivered' | 'failed' },
) {
  if (!(await findEndpoint(deps.db, input.endpointId))) throw notFound();
  const rows = await listDeliveries(deps.db, { ...input, limit: DELIVERY_LOG_LENGTH });
  return presentWebhookDeliveries(rows);
}

/**
 * Queues a `webhook.test` message for this endpoint alone and sends it now;
 * audited, and at most a few a minute per endpoint (counted under the
 * endpoint's row lock, so presses at once, on any server, count each other).
 */
export async function sendTestEvent(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpointId: string },
) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, input.endpointId, { lock: true });
    if (!endpoint) throw notFound();
    const sentLately = await countTestDeliveriesSince(tx, {
      endpointId: endpoint.id,
      since: new Date(now.getTime() - 60_000),
    });
    if (sentLately >= TEST_EVENTS_PER_MINUTE) {
      throw new AppError('RATE_LIMITED', {
        userMessage: `This endpoint was sent ${TEST_EVENTS_PER_MINUTE} test events in the last minute. Please wait a minute before sending another.`,
      });
    }
    const inserted = await insertTestDelivery(tx, {
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: WEBHOOK_TEST_EVENT,
      body: webhookBody({
        type: WEBHOOK_TEST_EVENT,
        occurredAt: now,
        data: { endpointId: endpoint.id, sentBy: input.actor.id },
      }),
      now,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.test',
      target: { type: 'webhook-endpoint', id: endpoint.id },
    });
    return inserted;
  });
  void deps.deliverer.deliverDue(now);
  return presentWebhookDelivery(row);
}

/** Sends a delivery again now, with another 24 hours of retries. */
export async function retryDelivery(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpointId: string; deliveryId: number },
) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const requeued = await requeueDelivery(tx, { ...input, now });
    if (!requeued) {
      throw new AppError('NOT_FOUND', { userMessage: 'There is no such delivery.' });
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.retry',
      target: { type: 'webhook-delivery', id: requeued.id },
    });
    return requeued;
  });
  void deps.deliverer.deliverDue(now);
  return presentWebhookDelivery(row);
}
