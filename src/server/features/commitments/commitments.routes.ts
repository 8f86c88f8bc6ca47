import { Hono } from 'hono';
import { commitmentInputSchema } from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { commitToThisWeek } from './commitments.service.ts';

export function createCommitmentRoutes(deps: {
  db: Database;
  guards: AuthGuards;
  clock: () => Date;
}) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>().put(
    '/this-week',
    requireUser,
    validate('json', commitmentInputSchema),
    async (c) => {
      const user = c.get('user');
      return c.json(
        await commitToThisWeek(deps, {
          userId: user.id,
          timeZone: user.timeZone,
          text: c.req.valid('json').text,
          now: deps.clock(),
        }),
      );
    },
  );
}
