import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { presentProbe } from '../../presenters/probes.ts';

export function createHealthRoutes(deps: { pingDatabase: () => Promise<void> }) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json(presentProbe('ok')))
    .get('/readyz', async (c) => {
      try {
        await deps.pingDatabase();
        return c.json(presentProbe('ready'));
      } catch (error) {
        c.get('logger').warn({ err: error }, 'database not ready');
        return c.json(presentProbe('unavailable'), 503);
      }
    });
}
