import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEventType, WebhookMessageType } from '#shared/schemas/webhooks.ts';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { webhookDelivery, webhookEndpoint } from '../../db/schema/integrations.ts';
import { webhookPayloadVersion, type WebhookEventOf } from './webhook-messages.ts';

/**
 * An event as its feature emits it: `data` (ids and the facts an integration
 * needs) and `private` (what the creator wrote, sent only to endpoints whose
 * staff chose "Include answers"), typed by the messages' description
 * (webhook-messages.ts), so an emitter cannot drift from what is documented.
 */
export type WebhookEvent = {
  [T in WebhookEventType]: WebhookEventOf<T> & {
    /** The creator the event is about, for per-creator order; omitted for programme-wide events. */
    creatorId?: string | null;
    occurredAt: Date;
  };
}[WebhookEventType];

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** A message's body: its type, the version of its payload (webhook-messages.ts), when, and its data. */
export function webhookBody(input: {
  type: WebhookMessageType;
  occurredAt: Date;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    type: input.type,
    version: webhookPayloadVersion(input.type),
    timestamp: input.occurredAt.toISOString(),
    data: input.data,
  });
}

/**
 * Writes the event to the webhook outbox of every enabled endpoint that
 * subscribes to it. Call it with the transaction that makes the event, so an
 * event is sent if and only if it happened; delivery runs afterwards.
 */
// Prepared: every creator's write that makes an event asks it, in the write's transaction.
const subscribersStatement = preparedFor((tx) =>
  tx
    .select({ id: webhookEndpoint.id, includesAnswers: webhookEndpoint.includesAnswers })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.isEnabled, true),
        sql`${sql.placeholder('eventType')} = any(${webhookEndpoint.eventTypes})`,
      ),
    )
    .prepare('webhook_subscribers'),
);

export async function emitWebhookEvent(executor: Database, event: WebhookEvent): Promise<void> {
  const endpoints = await subscribersStatement(executor).execute({ eventType: event.type });
  if (endpoints.length === 0) return;
  const messageId = newMessageId();
  const plainBody = webhookBody(event);
  const fullBody = event.private
    ? webhookBody({ ...event, data: { ...event.data, ...event.private } })
    : plainBody;
  await executor.insert(webhookDelivery).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId,
      eventType: event.type,
      orderKey: event.creatorId ?? '',
      body: endpoint.includesAnswers ? fullBody : plainBody,
    })),
  );
}
