import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';
import type { Database } from '../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../db/schema/integrations.ts';

/**
 * What an event tells an integration: ids and the facts it needs. `private`
 * holds what the creator wrote; it reaches only endpoints whose staff chose
 * "Include answers".
 */
export type WebhookEvent = {
  type: WebhookEventType;
  /** The creator the event is about, for per-creator order; omitted for programme-wide events. */
  creatorId?: string | null;
  data: Record<string, unknown>;
  private?: Record<string, unknown>;
  occurredAt: Date;
};

export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export function webhookBody(input: {
  type: string;
  occurredAt: Date;
  data: Record<string, unknown>;
}): string {
  return JSON.stringify({
    type: input.type,
    timestamp: input.occurredAt.toISOString(),
    data: input.data,
  });
}

/**
 * Writes the event to the webhook outbox of every enabled endpoint that
 * subscribes to it. Call it with the transaction that makes the event, so an
 * event is sent if and only if it happened; delivery runs afterwards.
 */
export async function emitWebhookEvent(executor: Database, event: WebhookEvent): Promise<void> {
  const endpoints = await executor
    .select({ id: webhookEndpoint.id, includesAnswers: webhookEndpoint.includesAnswers })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.isEnabled, true),
        arrayContains(webhookEndpoint.eventTypes, [event.type]),
      ),
    );
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
