import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The built SPA. Vite names assets by content hash, so they are cached for a
 * year; index.html is revalidated every time so a deploy shows at once.
 * `npm run build` writes .br and .gz beside each file; serveStatic picks the
 * best one the browser accepts.
 */
export function createStaticSite(webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  return new Hono<AppEnv>()
    .use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    )
    .use(
      '*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (filePath, c) => {
          c.header('Cache-Control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
        },
      }),
    )
    .get(
      '*',
      serveStatic({
        root,
        path: 'index.html',
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
}
