import { webhookEventTypes } from '#shared/schemas/webhooks.ts';
import type { listDeliveries } from '../features/webhooks/webhook-delivery.queries.ts';
import type { WebhookEndpointRow } from '../features/webhooks/webhooks.queries.ts';

/* Webhook endpoints and their deliveries as staff see them (/api/admin/webhooks, decision 036). */

/** An endpoint: never its secrets, only until when the previous one still signs. */
export function presentWebhookEndpoint(row: WebhookEndpointRow, now: Date) {
  const hasPreviousSecret =
    row.previousSecret !== null && (row.previousSecretExpiresAt ?? now) > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    includesAnswers: row.includesAnswers,
    isEnabled: row.isEnabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretExpiresAt: hasPreviousSecret ? row.previousSecretExpiresAt!.toISOString() : null,
  };
}

/** Every endpoint with its pending and failed counts, and the event types one may choose. */
export function presentWebhookEndpointList(
  rows: { endpoint: WebhookEndpointRow; pendingCount: number; failedCount: number }[],
  now: Date,
) {
  return {
    endpoints: rows.map(({ endpoint, pendingCount, failedCount }) => ({
      ...presentWebhookEndpoint(endpoint, now),
      pendingCount,
      failedCount,
    })),
    eventTypes: webhookEventTypes,
  };
}

/** A new or rotated secret: in this answer and never again. */
export const presentWebhookSecret = (row: WebhookEndpointRow, secret: string, now: Date) => ({
  endpoint: presentWebhookEndpoint(row, now),
  secret,
});

export const presentWebhookEndpointRemoved = (endpointId: string) => ({ endpointId });

type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

/** One delivery of the log, with the body as it was sent. */
export function presentWebhookDelivery(row: DeliveryRow) {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResponseMs: row.lastResponseMs,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    body: row.body,
  };
}

export const presentWebhookDeliveries = (rows: DeliveryRow[]) => ({
  deliveries: rows.map(presentWebhookDelivery),
});
