import { Hono } from 'hono';
import { apiKeyInputSchema, apiKeyParamSchema } from '#shared/schemas/api-keys.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  createApiKey,
  listApiKeysForStaff,
  revokeApiKey,
  type ApiKeyDeps,
} from './api-keys.service.ts';

/**
 * API keys, mounted at /api/admin/api-keys: staff signed in, never a key, so a
 * leaked key cannot make itself a successor or undo its revocation.
 */
export function createApiKeyRoutes(deps: ApiKeyDeps & { guards: AuthGuards }) {
  const { requireSessionPermission } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireSessionPermission('apikey:manage'), async (c) =>
      c.json(await listApiKeysForStaff(deps)),
    )
    .post(
      '/',
      requireSessionPermission('apikey:manage'),
      validate('json', apiKeyInputSchema),
      async (c) =>
        c.json(
          await createApiKey(deps, {
            actor: actorOf(c.get('user')),
            maker: c.get('user'),
            key: c.req.valid('json'),
          }),
          201,
        ),
    )
    .post(
      '/:keyId/revoke',
      requireSessionPermission('apikey:manage'),
      validate('param', apiKeyParamSchema),
      async (c) =>
        c.json(
          await revokeApiKey(deps, {
            actor: actorOf(c.get('user')),
            keyId: c.req.valid('param').keyId,
          }),
        ),
    );
}
