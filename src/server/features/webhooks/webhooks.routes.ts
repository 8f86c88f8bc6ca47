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
  const { requireStaff } = deps.guards;
  const endpointParam = validate('param', webhookEndpointParamSchema);
  return new Hono<AppEnv>()
    .get('/', requireStaff, async (c) => c.json(await listWebhookEndpoints(deps)))
    .post('/', requireStaff, validate('json', webhookEndpointInputSchema), async (c) =>
      c.json(
        await createWebhookEndpoint(deps, {
          actor: actorOf(c.get('user')),
          endpoint: c.req.valid('json'),
        }),
        201,
      ),
    )
    .get('/:endpointId', requireStaff, endpointParam, async (c) =>
      c.json(await getWebhookEndpoint(deps, c.req.valid('param'))),
    )
    .patch(
      '/:endpointId',
      requireStaff,
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
    .delete('/:endpointId', requireStaff, endpointParam, async (c) => {
      const { endpointId } = c.req.valid('param');
      await removeWebhookEndpoint(deps, { actor: actorOf(c.get('user')), endpointId });
      return c.json(presentWebhookEndpointRemoved(endpointId));
    })
    .post('/:endpointId/rotate-secret', requireStaff, endpointParam, async (c) =>
      c.json(
        await rotateWebhookSecret(deps, {
          actor: actorOf(c.get('user')),
          endpointId: c.req.valid('param').endpointId,
        }),
      ),
    )
    .post('/:endpointId/test', requireStaff, endpointParam, async (c) =>
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
      requireStaff,
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
      requireStaff,
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
