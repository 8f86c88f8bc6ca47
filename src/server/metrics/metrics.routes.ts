import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { AppError } from '#shared/errors.ts';
import { isOperatorToken } from '../backup/operator-access.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Metrics } from './metrics.ts';

/** Where Prometheus scrapes: outside /api, as no session opens it. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` for Prometheus on the app's port, off (404) unless METRICS_TOKEN is set; then
 * the scraper presents `Authorization: Bearer <token>`, compared in constant time, and anyone
 * else gets 401 and nothing.
 */
export function createMetricsRoutes(deps: {
  metrics: Metrics | undefined;
  token: string | undefined;
}) {
  return new Hono<AppEnv>().get(METRICS_PATH, async (c) => {
    if (!deps.token) throw new AppError('NOT_FOUND');
    const presented = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented || !isOperatorToken(deps.token, presented))
      throw new AppError('UNAUTHENTICATED', { userMessage: 'Metrics need their token.' });
    if (!deps.metrics) throw new AppError('NOT_FOUND');
    return c.body(await deps.metrics.registry.metrics(), 200, {
      'content-type': deps.metrics.registry.contentType,
    });
  });
}

/**
 * Or on a port of its own, bound to 127.0.0.1 (METRICS_PORT): for a scraper on the same machine
 * or behind its own network rules, with no token. Anything but GET /metrics is a 404.
 */
export function serveMetricsPort(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
