import { Hono } from 'hono';
import { joinCodeParamSchema, joinCohortInputSchema } from '#shared/schemas/cohorts.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { getMyCohort, joinCohort, previewJoin } from './my-cohort.service.ts';

/** A creator's cohort, mounted at /api/cohorts: their own, and joining one by its link. */
export function createCohortRoutes(deps: { db: Database; guards: AuthGuards; clock: () => Date }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/mine', requireUser, async (c) => c.json(await getMyCohort(deps, c.get('user').id)))
    .get('/join/:code', validate('param', joinCodeParamSchema), async (c) =>
      c.json(await previewJoin(deps, c.req.valid('param').code)),
    )
    .post('/join', requireUser, validate('json', joinCohortInputSchema), async (c) =>
      c.json(await joinCohort(deps, { userId: c.get('user').id, code: c.req.valid('json').code })),
    );
}
