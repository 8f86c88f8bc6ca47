import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { buildOpenApiDocument } from './document.ts';

/**
 * GET /api/openapi.json, public (decision 023): the description of an API
 * whose every route still checks its own caller; it holds no data.
 */
export function createOpenApiRoutes() {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono<AppEnv>().get('/', (c) => {
    document ??= buildOpenApiDocument();
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
}
