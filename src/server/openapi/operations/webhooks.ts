import * as webhooksSchemas from '#shared/schemas/webhooks.ts';
import * as webhooks from '../responses/webhooks.ts';
import { op } from '../operation.ts';

/** Webhook endpoints and their delivery logs (decision 024). */
export const webhookOperations = [
  op(
    'GET',
    '/api/admin/webhooks',
    'staff',
    'every endpoint (never its secret) with pending and failed counts; the event types',
    { permission: 'webhook:manage', responses: { 200: webhooks.webhookEndpointListSchema } },
  ),
  op(
    'POST',
    '/api/admin/webhooks',
    'staff',
    "adds one (201 with its `secret`, shown once; 422 'Address Refused')",
    {
      permission: 'webhook:manage',
      body: webhooksSchemas.webhookEndpointInputSchema,
      responses: { 201: webhooks.webhookSecretSchema },
    },
  ),
  op('GET', '/api/admin/webhooks/:endpointId', 'staff', 'one endpoint', {
    permission: 'webhook:manage',
    params: webhooksSchemas.webhookEndpointParamSchema,
    responses: { 200: webhooks.webhookEndpointSchema },
  }),
  op(
    'PATCH',
    '/api/admin/webhooks/:endpointId',
    'staff',
    'changes it (the address checked again)',
    {
      permission: 'webhook:manage',
      params: webhooksSchemas.webhookEndpointParamSchema,
      body: webhooksSchemas.webhookEndpointChangeSchema,
      responses: { 200: webhooks.webhookEndpointSchema },
    },
  ),
  op('DELETE', '/api/admin/webhooks/:endpointId', 'staff', 'deletes it with its log', {
    permission: 'webhook:manage',
    params: webhooksSchemas.webhookEndpointParamSchema,
    responses: { 200: webhooks.webhookEndpointRemovedSchema },
  }),
  op(
    'POST',
    '/api/admin/webhooks/:endpointId/rotate-secret',
    'staff',
    'a new `secret`; the old one signs too for 24 hours',
    {
      permission: 'webhook:manage',
      params: webhooksSchemas.webhookEndpointParamSchema,
      responses: { 200: webhooks.webhookSecretSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/webhooks/:endpointId/test',
    'staff',
    'queues and sends a `webhook.test` message (202; 429 after 5 in a minute)',
    {
      permission: 'webhook:manage',
      params: webhooksSchemas.webhookEndpointParamSchema,
      responses: { 202: webhooks.webhookDeliverySchema },
    },
  ),
  op(
    'GET',
    '/api/admin/webhooks/:endpointId/deliveries',
    'staff',
    'the latest 100 deliveries, by status',
    {
      permission: 'webhook:manage',
      params: webhooksSchemas.webhookEndpointParamSchema,
      query: webhooksSchemas.webhookDeliveryQuerySchema,
      responses: { 200: webhooks.webhookDeliveriesSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/webhooks/:endpointId/deliveries/:deliveryId/retry',
    'staff',
    'sends one again now, with another 24 hours of retries (202)',
    {
      permission: 'webhook:manage',
      params: webhooksSchemas.webhookDeliveryParamSchema,
      responses: { 202: webhooks.webhookDeliverySchema },
    },
  ),
];
