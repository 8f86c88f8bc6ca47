import { Hono } from 'hono';
import { plainPageQuerySchema } from '#shared/schemas/admin.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { listAuditTrail } from './audit.service.ts';

/** Mounted under /api/admin/audit: the trail of staff actions, staff only. */
export function createAuditRoutes(deps: { db: Database; guards: AuthGuards }) {
  return new Hono<AppEnv>().get(
    '/',
    deps.guards.requirePermission('audit:read'),
    validate('query', plainPageQuerySchema),
    async (c) => c.json(await listAuditTrail(deps, c.req.valid('query'))),
  );
}
