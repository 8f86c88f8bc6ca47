import { Hono } from 'hono';
import { pushEndpointInputSchema, pushSubscriptionInputSchema } from '#shared/schemas/push.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { getPushPublicKey, subscribePush, unsubscribePush, type PushDeps } from './push.service.ts';

export function createPushRoutes(deps: PushDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/public-key', requireUser, (c) => c.json(getPushPublicKey(deps)))
    .post('/subscriptions', requireUser, validate('json', pushSubscriptionInputSchema), async (c) =>
      c.json(
        await subscribePush(deps, { userId: c.get('user').id, subscription: c.req.valid('json') }),
        201,
      ),
    )
    .delete('/subscriptions', requireUser, validate('json', pushEndpointInputSchema), async (c) =>
      c.json(
        await unsubscribePush(deps, {
          userId: c.get('user').id,
          endpoint: c.req.valid('json').endpoint,
        }),
      ),
    );
}
