import { Hono } from 'hono';
import { timeZoneInputSchema } from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { changeTimeZone, getMe, type MeDeps } from './me.service.ts';

export function createMeRoutes(deps: MeDeps & { guards: AuthGuards; clock: () => Date }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await getMe(deps, { userId: c.get('user').id })))
    .put('/time-zone', requireUser, validate('json', timeZoneInputSchema), async (c) =>
      c.json(
        await changeTimeZone(deps, {
          userId: c.get('user').id,
          timeZone: c.req.valid('json').timeZone,
          now: deps.clock(),
        }),
      ),
    );
}
