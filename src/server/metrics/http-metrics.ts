import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';
import type { Metrics } from './metrics.ts';

/**
 * Times every request and counts it under the route template that answered
 * ('/api/quests/:questId/complete'), never the path: ids and tokens stay out of the labels,
 * and their number stays that of the routes.
 */
export function httpMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.recordRequest(
        { method: c.req.method, route: routePath(c, c.req.routeIndex), status: c.res.status },
        (performance.now() - started) / 1000,
      );
    }
  };
}
