import { Hono } from 'hono';
import {
  cohortIdParamSchema,
  cohortInputSchema,
  cohortMemberParamSchema,
  cohortMembersQuerySchema,
} from '#shared/schemas/cohorts.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  addCohortMember,
  changeCohort,
  createCohort,
  listCohortMembers,
  listCohortsForStaff,
  removeCohortMember,
  type CohortDeps,
} from './cohorts.service.ts';

/** Cohorts in the console, mounted at /api/admin/cohorts (decision 045). */
export function createCohortConsoleRoutes(deps: CohortDeps & { guards: AuthGuards }) {
  const { requirePermission } = deps.guards;
  const manage = requirePermission('cohorts:manage');
  return new Hono<AppEnv>()
    .get('/', manage, async (c) => c.json(await listCohortsForStaff(deps)))
    .post('/', manage, validate('json', cohortInputSchema), async (c) =>
      c.json(
        await createCohort(deps, { actor: actorOf(c.get('user')), cohort: c.req.valid('json') }),
        201,
      ),
    )
    .put(
      '/:cohortId',
      manage,
      validate('param', cohortIdParamSchema),
      validate('json', cohortInputSchema),
      async (c) =>
        c.json(
          await changeCohort(deps, {
            actor: actorOf(c.get('user')),
            cohortId: c.req.valid('param').cohortId,
            cohort: c.req.valid('json'),
          }),
        ),
    )
    .get(
      '/:cohortId/members',
      manage,
      validate('param', cohortIdParamSchema),
      validate('query', cohortMembersQuerySchema),
      async (c) =>
        c.json(
          await listCohortMembers(deps, {
            cohortId: c.req.valid('param').cohortId,
            page: c.req.valid('query').page,
          }),
        ),
    )
    .put(
      '/:cohortId/members/:userId',
      manage,
      validate('param', cohortMemberParamSchema),
      async (c) => {
        await addCohortMember(deps, { actor: actorOf(c.get('user')), ...c.req.valid('param') });
        return c.body(null, 204);
      },
    )
    .delete(
      '/:cohortId/members/:userId',
      manage,
      validate('param', cohortMemberParamSchema),
      async (c) => {
        await removeCohortMember(deps, { actor: actorOf(c.get('user')), ...c.req.valid('param') });
        return c.body(null, 204);
      },
    );
}
