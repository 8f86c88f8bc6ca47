import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { AppEnv } from './app-env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes to the API come only from the app's own pages. A browser always
 * says where a cross-site request comes from (Origin, or Sec-Fetch-Site), so
 * those are refused; a request with neither is not from a browser page, and
 * carries no ambient cookie another site could abuse. better-auth applies the
 * same rule to its own routes.
 */
export function requireSameOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const isForeign = origin
        ? origin !== appOrigin
        : fetchSite !== undefined && fetchSite !== 'same-origin';
      if (isForeign) {
        throw new AppError('FORBIDDEN', {
          title: 'Request Refused',
          userMessage: 'This request did not come from Emberpath.',
        });
      }
    }
    await next();
  });
}
