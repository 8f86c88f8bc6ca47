import { Hono, type MiddlewareHandler } from 'hono';
import { timeZoneInputSchema } from '#shared/schemas/journey.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { updateTimeZone } from './me.queries.ts';
import { getMe } from './me.service.ts';

export function createMeRoutes(deps: {
  db: Database;
  requireUser: MiddlewareHandler<AppEnv>;
  adminEmails: ReadonlySet<string>;
}) {
  return new Hono<AppEnv>()
    .get('/', deps.requireUser, async (c) =>
      c.json(await getMe(deps.db, { userId: c.get('user').id, adminEmails: deps.adminEmails })),
    )
    .put('/time-zone', deps.requireUser, validate('json', timeZoneInputSchema), async (c) => {
      const { timeZone } = c.req.valid('json');
      await updateTimeZone(deps.db, c.get('user').id, timeZone);
      return c.json({ timeZone });
    });
}
