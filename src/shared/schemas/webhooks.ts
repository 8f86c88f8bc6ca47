import { z } from 'zod';
import { boundedText, serialIdParam } from './text.ts';

/** The programme events an endpoint can subscribe to (README: Webhooks). */
export const webhookEventTypes = [
  'creator.signed_up',
  'quest.completed',
  'realm.completed',
  'kit.claimed',
  'kit.status_changed',
  'checkin.created',
  'buddy.paired',
  'invite.accepted',
  'realm.published',
  'answer.submitted_for_review',
  'answer.reviewed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent by 'Send test event' only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery carries: an event, or the test message. */
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** An endpoint's fields without defaults: a change names only what it changes. */
const webhookEndpointFieldsSchema = z.object({
  url: boundedText(MAX_WEBHOOK_URL_LENGTH, 'Please keep the address under 2,000 characters.')
    .trim()
    .min(1, 'Please enter the address to send events to.'),
  description: boundedText(200, 'Please keep the description under 200 characters.'),
  eventTypes: z
    .array(z.enum(webhookEventTypes))
    .min(1, 'Please choose at least one event.')
    .max(webhookEventTypes.length),
  includesAnswers: z.boolean(),
});

export const webhookEndpointInputSchema = webhookEndpointFieldsSchema.extend({
  description: webhookEndpointFieldsSchema.shape.description.default(''),
  includesAnswers: webhookEndpointFieldsSchema.shape.includesAnswers.default(false),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

// From the fields without defaults: zod 4 applies a default inside .partial() too, so a
// change of one field would otherwise also reset the description and stop answers.
export const webhookEndpointChangeSchema = webhookEndpointFieldsSchema
  .extend({ isEnabled: z.boolean() })
  .partial();
export type WebhookEndpointChange = z.input<typeof webhookEndpointChangeSchema>;

export const webhookEndpointParamSchema = z.object({ endpointId: z.uuid() });
export const webhookDeliveryParamSchema = z.object({
  endpointId: z.uuid(),
  deliveryId: serialIdParam,
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryQuerySchema = z.object({
  status: z.enum(webhookDeliveryStatuses).optional(),
});
