import { Hono } from 'hono';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { getProgress } from './progress.service.ts';

export function createProgressRoutes(deps: {
  db: Database;
  guards: AuthGuards;
  clock: () => Date;
}) {
  return new Hono<AppEnv>().get('/', deps.guards.requireUser, async (c) => {
    const user = c.get('user');
    return c.json(
      await getProgress(deps, { userId: user.id, timeZone: user.timeZone, now: deps.clock() }),
    );
  });
}
