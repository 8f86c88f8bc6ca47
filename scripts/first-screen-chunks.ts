import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * Chunking for the two first screens (decision 019). Left to rolldown's
 * automatic splitting, every module shared by the entry and a lazy screen,
 * or by two lazy screens, became a file of its own: the dashboard came as 30
 * files. A phone fetches six at a time from one origin over HTTP/1.1, which
 * is what `npm start` serves, so each round of six cost a round trip before
 * the dashboard could run (Lighthouse's `/` was stuck at 0.92–0.93).
 *
 * - `app`: everything the entry imports statically, in one file.
 * - `start-screen`: what the dashboard imports and the sign-in screen does
 *   not, in one file. Rolldown brings the dependencies of those modules
 *   along, and a few of them the sign-in screen needs, so it loads this file
 *   too (9 KB compressed): the code the dashboard needs right after signing
 *   in. Other screens that share some of it load it as well.
 */
export const firstScreenChunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'app', tags: ['$initial'] },
  { name: (id, context) => (startScreenModules(context).has(id) ? 'start-screen' : null) },
];

/** Per chunking pass, so a second build in one process (a watch rebuild) reads its own graph. */
const startScreenByPass = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

function startScreenModules(context: Rolldown.ChunkingContext): Set<string> {
  let startScreen = startScreenByPass.get(context);
  if (!startScreen) {
    const signIn = staticImportsOf('src/web/app/routes/auth.tsx', context);
    const dashboard = staticImportsOf('src/web/app/routes/dashboard.tsx', context);
    startScreen = new Set([...dashboard].filter((id) => !signIn.has(id)));
    startScreenByPass.set(context, startScreen);
  }
  return startScreen;
}

/** The modules a route imports, directly or through others (static imports only), itself left out. */
function staticImportsOf(routeFile: string, context: Rolldown.ChunkingContext): Set<string> {
  const route = path.resolve(routeFile);
  const found = new Set<string>();
  const pending = [route];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  found.delete(route);
  return found;
}
