import { Hono, type MiddlewareHandler } from 'hono';
import { checkinInputSchema, checkinPageQuerySchema } from '#shared/schemas/journey.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { listCheckins } from './checkins.queries.ts';
import { submitCheckin } from './checkins.service.ts';

export function createCheckinRoutes(deps: {
  db: Database;
  requireUser: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .get('/', deps.requireUser, validate('query', checkinPageQuerySchema), async (c) => {
      const { before, limit } = c.req.valid('query');
      const checkins = await listCheckins(deps.db, { userId: c.get('user').id, before, limit });
      const isFullPage = checkins.length === limit;
      return c.json({ checkins, nextBefore: isFullPage ? (checkins.at(-1)?.date ?? null) : null });
    })
    .post('/', deps.requireUser, validate('json', checkinInputSchema), async (c) => {
      const user = c.get('user');
      const checkin = await submitCheckin(deps.db, {
        userId: user.id,
        timeZone: user.timeZone,
        response: c.req.valid('json').response,
      });
      return c.json(checkin, 201);
    });
}
