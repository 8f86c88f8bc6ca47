import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  claimBulkStatusInputSchema,
  claimFilterSchema,
  claimIdParamSchema,
  claimListQuerySchema,
  claimStatusInputSchema,
} from '#shared/schemas/admin.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { contentDispositionFor } from '../../http/content-disposition.ts';
import { validate } from '../../http/validate.ts';
import {
  presentKitClaim,
  presentKitClaimQueue,
  presentKitClaims,
} from '../../presenters/kit-claims.ts';
import { actorOf } from '../audit/audit.service.ts';
import { kitClaimsCsvHeader, kitClaimsCsvRows } from './kit-claims-csv.ts';
import {
  changeKitClaimStatus,
  changeKitClaimsStatus,
  eachKitClaim,
  listKitClaims,
  type KitClaimDeps,
} from './kit-claims.service.ts';

/** Mounted under /api/admin/claims: the Ember Kit queue, staff only. */
export function createKitClaimRoutes(deps: KitClaimDeps & { appUrl: string; guards: AuthGuards }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      deps.guards.requirePermission('claims:read'),
      validate('query', claimListQuerySchema),
      async (c) => c.json(presentKitClaimQueue(await listKitClaims(deps, c.req.valid('query')))),
    )
    .get(
      '/export.csv',
      deps.guards.requirePermission('claims:read'),
      validate('query', claimFilterSchema),
      (c) => {
        const filter = c.req.valid('query');
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header('content-disposition', contentDispositionFor('ember-kit-claims.csv'));
        c.header('cache-control', 'no-store');
        // Streamed a batch at a time: the export of every claim never sits in memory whole.
        return stream(c, async (output) => {
          await output.write(kitClaimsCsvHeader());
          for await (const batch of eachKitClaim(deps, filter)) {
            await output.write(kitClaimsCsvRows(batch));
          }
        });
      },
    )
    .post(
      '/status',
      deps.guards.requirePermission('claims:ship'),
      validate('json', claimBulkStatusInputSchema),
      async (c) => {
        const claims = await changeKitClaimsStatus(deps, {
          actor: actorOf(c.get('user')),
          change: c.req.valid('json'),
        });
        return c.json(presentKitClaims(claims));
      },
    )
    .post(
      '/:claimId/status',
      deps.guards.requirePermission('claims:ship'),
      validate('param', claimIdParamSchema),
      validate('json', claimStatusInputSchema),
      async (c) => {
        const claim = await changeKitClaimStatus(deps, {
          actor: actorOf(c.get('user')),
          claimId: c.req.valid('param').claimId,
          change: c.req.valid('json'),
        });
        return c.json(presentKitClaim(claim));
      },
    );
}
