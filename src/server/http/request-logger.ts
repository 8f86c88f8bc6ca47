import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/** One JSON line per request, tagged with the request id that the response also carries. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const startedAt = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  });
}
