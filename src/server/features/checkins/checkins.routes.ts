import { Hono } from 'hono';
import { checkinInputSchema, checkinPageQuerySchema } from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  getCheckinCalendar,
  listCheckinPage,
  submitCheckin,
  type CheckinDeps,
} from './checkins.service.ts';

export function createCheckinRoutes(deps: CheckinDeps & { guards: AuthGuards; clock: () => Date }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, validate('query', checkinPageQuerySchema), async (c) =>
      c.json(await listCheckinPage(deps, { userId: c.get('user').id, ...c.req.valid('query') })),
    )
    .get('/calendar', requireUser, async (c) => {
      const user = c.get('user');
      return c.json(
        await getCheckinCalendar(deps, {
          userId: user.id,
          timeZone: user.timeZone,
          now: deps.clock(),
        }),
      );
    })
    .post('/', requireUser, validate('json', checkinInputSchema), async (c) => {
      const user = c.get('user');
      const checkin = await submitCheckin(deps, {
        userId: user.id,
        timeZone: user.timeZone,
        response: c.req.valid('json').response,
        now: deps.clock(),
      });
      return c.json(checkin, 201);
    });
}
