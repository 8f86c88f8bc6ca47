import { z } from 'zod';
import {
  webhookDeliveryStatuses,
  webhookEventTypes,
  WEBHOOK_TEST_EVENT,
} from '#shared/schemas/webhooks.ts';
import { count, isoDateTime, serialId } from './common.ts';

/** Webhook endpoints and their delivery logs (decision 024). Secrets appear only where created. */

const eventType = z.enum(webhookEventTypes);

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(eventType),
  /** Whether quest answers and check-ins carry what the creator wrote. */
  includesAnswers: z.boolean(),
  isEnabled: z.boolean(),
  createdAt: isoDateTime,
  /** Until then the secret before the last rotation signs too. */
  previousSecretExpiresAt: isoDateTime.nullable(),
});

export const webhookEndpointListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema.extend({ pendingCount: count, failedCount: count })),
  eventTypes: z.array(eventType).readonly(),
});
/** The signing secret (`whsec_…`): shown once, when made. */
export const webhookSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().regex(/^whsec_/),
});
export const webhookEndpointRemovedSchema = z.object({ endpointId: z.uuid() });

export const webhookDeliverySchema = z.object({
  id: serialId,
  /** The `webhook-id` header: the same on every retry. */
  messageId: z.string(),
  eventType: z.union([eventType, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(webhookDeliveryStatuses),
  attempts: count,
  lastStatusCode: z.int().nullable(),
  lastResponseMs: count.nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The JSON sent, as sent. */
  body: z.string(),
});
export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
