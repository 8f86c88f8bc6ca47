import { Hono } from 'hono';
import {
  webhookDeliveryParamSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointChangeSchema,
  webhookEndpointInputSchema,
  webhookEndpointParamSchema,
} from '#shared/schemas/webhooks.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { presentWebhookEndpointRemoved } from '../../presenters/webhooks.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  listWebhookDeliveries,
  retryDelivery,
  sendTestEvent,
} from './webhook-deliveries.service.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  rotateWebhookSecret,
  type WebhookDeps,
} from './webhooks.service.ts';

/** Webhook endpoints and their delivery logs, mounted at /api/admin/webhooks: staff only. */
export function createWebhookRoutes(deps: WebhookDeps & { guards: AuthGuards }) {
  const { requirePermission } = deps.guards;
  const endpointParam = validate('param', webhookEndpointParamSchema);
  return new Hono<AppEnv>()
    .get('/', requirePermission('webhook:manage'), async (c) =>
      c.json(await listWebhookEndpoints(deps)),
    )
    .post(
      '/',
      requirePermission('webhook:manage'),
      validate('json', webhookEndpointInputSchema),
      async (c) =>
        c.json(
          await createWebhookEndpoint(deps, {
            actor: actorOf(c.get('user')),
            endpoint: c.req.valid('json'),
          }),
          201,
        ),
    )
    .get('/:endpointId', requirePermission('webhook:manage'), endpointParam, async (c) =>
      c.json(await getWebhookEndpoint(deps, c.req.valid('param'))),
    )
    .patch(
      '/:endpointId',
      requirePermission('webhook:manage'),
      endpointParam,
      validate('json', webhookEndpointChangeSchema),
      async (c) =>
        c.json(
          await changeWebhookEndpoint(deps, {
            actor: actorOf(c.get('user')),
            endpointId: c.req.valid('param').endpointId,
            change: c.req.valid('json'),
          }),
        ),
    )
    .delete('/:endpointId', requirePermission('webhook:manage'), endpointParam, async (c) => {
      const { endpointId } = c.req.valid('param');
      await removeWebhookEndpoint(deps, { actor: actorOf(c.get('user')), endpointId });
      return c.json(presentWebhookEndpointRemoved(endpointId));
    })
    .post(
      '/:endpointId/rotate-secret',
      requirePermission('webhook:manage'),
      endpointParam,
      async (c) =>
        c.json(
          await rotateWebhookSecret(deps, {
            actor: actorOf(c.get('user')),
            endpointId: c.req.valid('param').endpointId,
          }),
        ),
    )
    .post('/:endpointId/test', requirePermission('webhook:manage'), endpointParam, async (c) =>
      c.json(
        await sendTestEvent(deps, {
          actor: actorOf(c.get('user')),
          endpointId: c.req.valid('param').endpointId,
        }),
        202,
      ),
    )
    .get(
      '/:endpointId/deliveries',
      requirePermission('webhook:manage'),
      endpointParam,
      validate('query', webhookDeliveryQuerySchema),
      async (c) =>
        c.json(
          await listWebhookDeliveries(deps, {
            endpointId: c.req.valid('param').endpointId,
            status: c.req.valid('query').status,
          }),
        ),
    )
    .post(
      '/:endpointId/deliveries/:deliveryId/retry',
      requirePermission('webhook:manage'),
      validate('param', webhookDeliveryParamSchema),
      async (c) =>
        c.json(
          await retryDelivery(deps, {
            actor: actorOf(c.get('user')),
            ...c.req.valid('param'),
          }),
          202,
        ),
    );
}
