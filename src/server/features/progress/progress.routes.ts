import { Hono } from 'hono';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonOrNotModified } from '../../http/json-or-not-modified.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { getProgress } from './progress.service.ts';

export function createProgressRoutes(deps: {
  db: Database;
  curriculum: CurriculumCache;
  guards: AuthGuards;
  clock: () => Date;
}) {
  // The app opens on this answer and asks again on every screen: it sends the ETag of the
  // copy it keeps, and an unchanged answer costs it a 304 instead of the whole journey.
  return new Hono<AppEnv>().get('/', deps.guards.requireUser, async (c) => {
    const user = c.get('user');
    return jsonOrNotModified(
      c,
      await getProgress(deps, { userId: user.id, timeZone: user.timeZone, now: deps.clock() }),
    );
  });
}
