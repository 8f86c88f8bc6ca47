import { Hono } from 'hono';
import {
  creatorIdParamSchema,
  creatorListQuerySchema,
  emailIdParamSchema,
  emailListQuerySchema,
  plainPageQuerySchema,
  staffRolesInputSchema,
} from '#shared/schemas/admin.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { presentConsoleSummary } from '../../presenters/staff-console.ts';
import { actorOf } from '../audit/audit.service.ts';
import { listInvitationsForStaff } from '../invites/invitations-console.service.ts';
import { countPendingKitClaims } from '../realms/kit-claims.service.ts';
import { getCreatorDetail, listCreators } from './creators.service.ts';
import { countEmailsFailed, listEmails, retryEmail } from './emails.service.ts';
import { changeStaffRoles } from './staff.service.ts';

export type StaffConsoleDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  clock: () => Date;
  guards: AuthGuards;
};

/**
 * The staff console's own routes (summary, creators, emails, invitations),
 * mounted under /api/admin by admin.routes.ts. Every route needs the staff role.
 */
export function createStaffRoutes(deps: StaffConsoleDeps) {
  const { requirePermission } = deps.guards;
  return new Hono<AppEnv>()
    .get('/summary', requirePermission('console:view'), async (c) => {
      const [failedEmails, pendingClaims] = await Promise.all([
        countEmailsFailed(deps),
        countPendingKitClaims(deps),
      ]);
      return c.json(presentConsoleSummary({ failedEmails, pendingClaims }));
    })
    .get(
      '/creators',
      requirePermission('creators:read'),
      validate('query', creatorListQuerySchema),
      async (c) => c.json(await listCreators(deps, c.req.valid('query'))),
    )
    .get(
      '/creators/:userId',
      requirePermission('creators:read'),
      validate('param', creatorIdParamSchema),
      async (c) => c.json(await getCreatorDetail(deps, { userId: c.req.valid('param').userId })),
    )
    .put(
      '/creators/:userId/roles',
      requirePermission('role:grant'),
      validate('param', creatorIdParamSchema),
      validate('json', staffRolesInputSchema),
      async (c) =>
        c.json(
          await changeStaffRoles(deps, {
            actor: actorOf(c.get('user')),
            userId: c.req.valid('param').userId,
            roles: c.req.valid('json').roles,
          }),
        ),
    )
    .get(
      '/emails',
      requirePermission('emails:manage'),
      validate('query', emailListQuerySchema),
      async (c) => c.json(await listEmails(deps, c.req.valid('query'))),
    )
    .post(
      '/emails/:emailId/retry',
      requirePermission('emails:manage'),
      validate('param', emailIdParamSchema),
      async (c) =>
        c.json(
          await retryEmail(deps, {
            actor: actorOf(c.get('user')),
            emailId: c.req.valid('param').emailId,
          }),
        ),
    )
    .get(
      '/invitations',
      requirePermission('invitations:read'),
      validate('query', plainPageQuerySchema),
      async (c) => c.json(await listInvitationsForStaff(deps, c.req.valid('query'))),
    );
}
