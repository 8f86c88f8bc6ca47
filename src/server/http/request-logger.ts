import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import { redactPath, redactQuery } from './redact-secrets.ts';

/**
 * One JSON line per request, tagged with the request id that the response
 * also carries. Secrets in the address (a reset link's token, an invitation's
 * code, `token=`) are replaced before anything is written: whoever can read
 * the log must not be able to use them.
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const startedAt = performance.now();
    const requestLogger = logger.child({ requestId: c.get('requestId') });
    c.set('logger', requestLogger);
    await next();
    requestLogger.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        query: redactQuery(new URL(c.req.url).search),
        status: c.res.status,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  });
}
