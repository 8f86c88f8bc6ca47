import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Chunking for the two first screens (decisions 019 and 026). Left to
 * rolldown's automatic splitting, every module shared by the entry and a
 * lazy screen, or by two lazy screens, became a file of its own: the
 * dashboard came as 30 files. A phone fetches six at a time from one origin
 * over HTTP/1.1, which is what `npm start` serves, so each round of six cost
 * a round trip before the dashboard could run.
 *
 * - `app`: everything the entry imports statically, in one file.
 * - `first-screens`: what the sign-in screen and the signed-in start (the
 *   dashboard in its shell) both import and the entry does not, in one file.
 * - `sign-in`: what the sign-in screen alone imports, in one file.
 * - `start-screen`: what the signed-in start alone imports, in one file: the
 *   session guard and the shell (lazy in the router, so the sign-in screen
 *   does not load them), the reader of the data the server drew `/` with
 *   (lazy in main.tsx), and the dashboard.
 *
 * Rolldown brings each module's dependencies along into its group unless they
 * are in another, which is why the shared modules have a group of their own:
 * else the sign-in screen would load the dashboard's file.
 * Other screens that share some of these files load them as well.
 */
export const firstScreenChunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'] },
  { name: (id, context) => (firstScreens(context).shared.has(id) ? 'first-screens' : null) },
  { name: (id, context) => (firstScreens(context).signIn.has(id) ? 'sign-in' : null) },
  { name: (id, context) => (firstScreens(context).startScreen.has(id) ? 'start-screen' : null) },
];

const ENTRY = 'main.tsx';

/** The files whose static imports make up each first screen (their own chunks stay apart). */
export const SIGN_IN_ROUTES = ['app/routes/auth.tsx'];
export const START_SCREEN_ROUTES = [
  'app/guards/require-session.tsx',
  'app/layout/app-shell.tsx',
  'app/first-data.ts',
  'app/routes/dashboard.tsx',
];

type FirstScreens = { shared: Set<string>; signIn: Set<string>; startScreen: Set<string> };

/** Per chunking pass, so a second build in one process (a watch rebuild) reads its own graph. */
const firstScreensByPass = new WeakMap<Rolldown.ChunkingContext, FirstScreens>();

function firstScreens(context: Rolldown.ChunkingContext): FirstScreens {
  let screens = firstScreensByPass.get(context);
  if (!screens) {
    const entry = staticImportsOf([ENTRY], context);
    entry.add(sourcePath(ENTRY));
    const signIn = staticImportsOf(SIGN_IN_ROUTES, context);
    const startScreen = staticImportsOf(START_SCREEN_ROUTES, context);
    // The guard, the shell and the page's data reader are lazy (router.tsx, main.tsx): their own
    // modules belong with the dashboard too.
    for (const route of START_SCREEN_ROUTES.slice(0, 3)) startScreen.add(sourcePath(route));
    // What the entry reaches (a package's index reaches all of it) stays with the entry's chunk,
    // where only what is used is kept.
    const shared = new Set([...signIn].filter((id) => startScreen.has(id) && !entry.has(id)));
    screens = {
      shared,
      signIn: new Set([...signIn].filter((id) => !startScreen.has(id) && !entry.has(id))),
      startScreen: new Set([...startScreen].filter((id) => !signIn.has(id) && !entry.has(id))),
    };
    firstScreensByPass.set(context, screens);
  }
  return screens;
}

const sourcePath = (route: string) => path.resolve('src/web', route);

/** The modules routes import, directly or through others (static imports only), the routes left out. */
function staticImportsOf(routeFiles: string[], context: Rolldown.ChunkingContext): Set<string> {
  const routes = routeFiles.map(sourcePath);
  const found = new Set<string>();
  const pending = [...routes];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  for (const route of routes) found.delete(route);
  return found;
}
