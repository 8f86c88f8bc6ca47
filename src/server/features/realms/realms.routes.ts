import { Hono } from 'hono';
import { realmIdParamSchema, rewardClaimInputSchema } from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { presentKitClaim, presentLastClaimAddress } from '../../presenters/kit-claims.ts';
import { claimKitAgain, latestClaimAddressOf } from './kit-claims.service.ts';
import { completeRealm, type RealmDeps } from './realms.service.ts';

export function createRealmRoutes(deps: RealmDeps & { guards: AuthGuards }) {
  return new Hono<AppEnv>()
    .get('/last-claim', deps.guards.requireUser, async (c) =>
      c.json(
        presentLastClaimAddress(await latestClaimAddressOf(deps, { userId: c.get('user').id })),
      ),
    )
    .post(
      '/:realmId/claim-again',
      deps.guards.requireUser,
      validate('param', realmIdParamSchema),
      validate('json', rewardClaimInputSchema),
      async (c) => {
        const claim = await claimKitAgain(deps, {
          userId: c.get('user').id,
          realmId: c.req.valid('param').realmId,
          claim: c.req.valid('json'),
        });
        return c.json(presentKitClaim(claim));
      },
    )
    .post(
      '/:realmId/complete',
      deps.guards.requireUser,
      validate('param', realmIdParamSchema),
      validate('json', rewardClaimInputSchema),
      async (c) => {
        const claim = await completeRealm(deps, {
          userId: c.get('user').id,
          realmId: c.req.valid('param').realmId,
          claim: c.req.valid('json'),
        });
        return c.json(presentKitClaim(claim), 201);
      },
    );
}
