import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { AppEnv } from './app-env.ts';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/**
 * Sets Cache-Control on what serveStatic found. Done after the fact because
 * serveStatic builds its response before its onFound hook runs.
 */
const cacheFor = (policy: (requestPath: string, contentType: string) => string) =>
  createMiddleware(async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set(
        'Cache-Control',
        policy(c.req.path, c.res.headers.get('Content-Type') ?? ''),
      );
    }
  });

/**
 * Files a browser must revalidate on every visit: the page (a deploy shows at
 * once), the service worker (its update check finds a new version) and the web
 * app manifest (a new name or icon reaches installed apps).
 */
function isRevalidatedEveryTime(requestPath: string, contentType: string): boolean {
  return (
    contentType.startsWith('text/html') ||
    requestPath === '/sw.js' ||
    requestPath === '/manifest.webmanifest'
  );
}

/**
 * The built SPA. Vite names assets by content hash, so they are cached for a
 * year; the page, service worker and manifest are revalidated every time.
 * `npm run build` writes .br and .gz beside each file; serveStatic picks the
 * best one the browser accepts.
 *
 * /auth and / also exist as pages drawn at build time (scripts/prerender.ts),
 * each sent to those it was drawn for: the sign-in screen to visitors without
 * a session cookie (an invitation link opens a screen of its own), the
 * dashboard's loading screen with the dashboard's code preloaded to those
 * with one. Everyone else, and a build without them, gets index.html. With
 * `signedInHome` (decision 026), `/` is the creator's dashboard drawn with
 * their data instead, and a visitor is sent to the drawn sign-in screen.
 */
export function createStaticSite(
  webRoot: string,
  options: {
    sessionCookieName: string;
    /** `/` drawn for a signed-in creator (signed-in-home.ts); without it, home.html as drawn at build time. */
    signedInHome?: (hasSessionCookie: (c: Context<AppEnv>) => boolean) => MiddlewareHandler<AppEnv>;
  },
) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const hasSessionCookie = (c: Context<AppEnv>) =>
    getCookie(c, options.sessionCookieName) !== undefined;
  const prerendered = (file: string, isFor: (c: Context<AppEnv>) => boolean) => {
    const servePage = serveStatic<AppEnv>({ root, path: file, precompressed: true });
    return createMiddleware<AppEnv>(async (c, next) => (isFor(c) ? servePage(c, next) : next()));
  };
  return (
    new Hono<AppEnv>()
      .use(
        '/assets/*',
        cacheFor(() => YEAR_IMMUTABLE),
        serveStatic({ root, precompressed: true }),
      )
      // A missing asset (an old build's chunk) must fail as a script would, not load the page.
      .all('/assets/*', () => {
        throw new AppError('NOT_FOUND');
      })
      .use(
        '*',
        cacheFor((requestPath, contentType) =>
          isRevalidatedEveryTime(requestPath, contentType) ? 'no-cache' : HOUR,
        ),
      )
      .get(
        '/auth',
        prerendered(
          'auth.html',
          (c) => !hasSessionCookie(c) && c.req.query('invite') === undefined,
        ),
      )
      .get(
        '/',
        options.signedInHome?.(hasSessionCookie) ?? prerendered('home.html', hasSessionCookie),
      )
      .use('*', serveStatic({ root, precompressed: true }))
      .get('*', serveStatic({ root, path: 'index.html', precompressed: true }))
  );
}
