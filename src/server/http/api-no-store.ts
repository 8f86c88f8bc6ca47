import { createMiddleware } from 'hono/factory';

/**
 * API answers hold a creator's own data: no browser or proxy may keep them.
 * A route that serves a file sets its own private caching, which is kept.
 */
export const apiNoStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
