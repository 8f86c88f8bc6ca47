import { Hono } from 'hono';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { presentCurriculumForCreators } from '../../presenters/curriculum.ts';
import type { CurriculumCache } from './curriculum-cache.ts';

/**
 * The words of the open realms (prompts, affirmations, kits) and the insight
 * quotes, for the creator's app: no longer shipped in its bundle, so staff can
 * change them (decision 020). The app keeps a copy for offline reading; an
 * unchanged curriculum answers 304 to its ETag.
 */
export function createCurriculumRoutes(deps: {
  curriculum: CurriculumCache;
  guards: AuthGuards;
  clock: () => Date;
}) {
  return new Hono<AppEnv>().get('/', deps.guards.requireUser, async (c) => {
    const view = presentCurriculumForCreators(await deps.curriculum.get(), deps.clock());
    const etag = `"curriculum-${view.version}-${view.openRealmIds.join('.')}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json(view);
  });
}
