import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { getProgress } from './progress.service.ts';

export function createProgressRoutes(deps: {
  db: Database;
  requireUser: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().get('/', deps.requireUser, async (c) => {
    const user = c.get('user');
    return c.json(await getProgress(deps.db, { userId: user.id, timeZone: user.timeZone }));
  });
}
