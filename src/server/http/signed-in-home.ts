import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import { firstDataElement, type FirstDataOf } from '#shared/first-data.ts';
import { paths } from '#shared/paths.ts';
import type { AuthGuards } from '../auth/auth-guards.ts';
import type { Database } from '../db/client.ts';
import type { CurriculumCache } from '../features/curriculum/curriculum-cache.ts';
import { getMe } from '../features/me/me.service.ts';
import { getProgress } from '../features/progress/progress.service.ts';
import type { AppEnv } from './app-env.ts';
import { compressWhole } from './compress-whole.ts';
import { serialiseWithEtag } from './json-or-not-modified.ts';

/** The web app's server render (src/web/app/prerender.tsx), built to dist/render/ by `npm run build`. */
export type FirstScreenRenderer = {
  renderSignedInHome: (firstData: FirstDataOf<unknown>) => Promise<string>;
};

/** The build's renderer beside the built site, or none (a build without it, `npm run dev`). */
export function loadBuiltRenderer(
  webRoot: string,
): (() => Promise<FirstScreenRenderer>) | undefined {
  const file = path.join(webRoot, '..', 'render', 'prerender.js');
  if (!fs.existsSync(file)) return undefined;
  return () => import(pathToFileURL(file).href) as Promise<FirstScreenRenderer>;
}

/** A personal page: never kept by a browser's cache or a shared one, and it differs by cookie. */
const PERSONAL = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
const PERSONAL_PAGE = {
  ...PERSONAL,
  'Content-Type': 'text/html; charset=UTF-8',
  Vary: 'Cookie, Accept-Encoding',
};

/**
 * `/` as it is sent (decision 026). To a signed-in creator: their dashboard
 * drawn with their progress, and that progress (with who they are) written
 * into the page for the app to start from, so its largest paint waits for no
 * script and no API call. The session check is `/api/progress`'s own
 * (`requireUser`) and so is the data; the page is private and never stored.
 * To anyone else (no session, or one that ended): a redirect to the sign-in
 * screen, as the app itself would do, which is sent already drawn.
 *
 * `home.html` (the dashboard's loading screen drawn at build time, with the
 * dashboard's code preloaded) is the page it is drawn into, and what is sent
 * if drawing fails.
 */
export function createSignedInHome(deps: {
  webRoot: string;
  db: Database;
  curriculum: CurriculumCache;
  guards: AuthGuards;
  clock: () => Date;
  loadRenderer: () => Promise<FirstScreenRenderer>;
  hasSessionCookie: (c: Context<AppEnv>) => boolean;
}) {
  let page: { before: string; after: string; whole: string } | undefined;
  const readPage = () => {
    if (page) return page;
    const whole = fs.readFileSync(path.join(deps.webRoot, 'home.html'), 'utf8');
    const rootStart = whole.indexOf('<div id="root">');
    if (rootStart < 0) throw new Error('home.html has no <div id="root">');
    const bodyEnd = whole.includes('</body>') ? whole.indexOf('</body>') : whole.length;
    const rootEnd = whole.lastIndexOf('</div>', bodyEnd);
    page = {
      before: whole.slice(0, rootStart + '<div id="root">'.length),
      after: whole.slice(rootEnd),
      whole,
    };
    return page;
  };
  let renderer: Promise<FirstScreenRenderer> | undefined;

  const toSignIn = (c: Context<AppEnv>) => c.body(null, 302, { Location: paths.auth, ...PERSONAL });

  const drawHome = createMiddleware<AppEnv>(async (c) => {
    const user = c.get('user');
    const [me, progress] = await Promise.all([
      getMe(deps, { userId: user.id }),
      getProgress(deps, { userId: user.id, timeZone: user.timeZone, now: deps.clock() }),
    ]);
    const { body, etag } = serialiseWithEtag(progress);
    const firstData: FirstDataOf<unknown> = {
      me: JSON.parse(JSON.stringify(me)) as FirstDataOf<unknown>['me'],
      progress: JSON.parse(body) as unknown,
      progressEtag: etag,
      readAt: Date.now(),
    };
    const { before, after, whole } = readPage();
    let html: string;
    try {
      renderer ??= deps.loadRenderer();
      const markup = await (await renderer).renderSignedInHome(firstData);
      const rootEnd = '</div>';
      html = `${before}${markup}${rootEnd}${firstDataElement(firstData)}${after.slice(rootEnd.length)}`;
    } catch (error) {
      // The loading screen still works: the app asks for the same data itself.
      c.get('logger').error({ err: error }, 'drawing the signed-in home failed');
      renderer = undefined;
      html = whole;
    }
    const page = compressWhole(html, c.req.header('accept-encoding'));
    c.res = c.body(page.body, 200, {
      ...PERSONAL_PAGE,
      ...(page.encoding && { 'Content-Encoding': page.encoding }),
    });
  });

  return createMiddleware<AppEnv>(async (c) => {
    if (!deps.hasSessionCookie(c)) return toSignIn(c);
    try {
      await deps.guards.requireUser(c, async () => {
        await drawHome(c, async () => {});
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return toSignIn(c);
      throw error;
    }
    return c.res;
  });
}
