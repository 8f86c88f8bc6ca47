import { Hono } from 'hono';
import { z } from 'zod';
import { idText } from '#shared/schemas/text.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { changeRole, type StaffDeps } from './staff.service.ts';

const roleInputSchema = z.object({ role: z.enum(['creator', 'staff']) });

/** Mounted under /api/admin, where every route needs the staff role. */
export function createStaffRoutes(deps: StaffDeps & { guards: AuthGuards }) {
  return new Hono<AppEnv>().put(
    '/creators/:userId/role',
    deps.guards.requireStaff,
    validate('param', z.object({ userId: idText })),
    validate('json', roleInputSchema),
    async (c) =>
      c.json(
        await changeRole(deps, {
          userId: c.req.valid('param').userId,
          role: c.req.valid('json').role,
        }),
      ),
  );
}
