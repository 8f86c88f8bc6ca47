import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

export function createHealthRoutes(deps: { pingDatabase: () => Promise<void> }) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await deps.pingDatabase();
        return c.json({ status: 'ready' });
      } catch (error) {
        c.get('logger').warn({ err: error }, 'database not ready');
        return c.json({ status: 'unavailable' }, 503);
      }
    });
}
