import { Hono } from 'hono';
import { resourceIdParamSchema, unlockRealmParamSchema } from '#shared/schemas/library.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { respondWithStoredFile } from '../../http/stored-file-response.ts';
import { validate } from '../../http/validate.ts';
import {
  findResourceFile,
  getLibrary,
  listUnseenSectionUnlocks,
  markSectionUnlockSeen,
  type LibraryDeps,
} from './library.service.ts';

/** The library as creators use it, mounted at /api/resources. */
export function createLibraryRoutes(deps: LibraryDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) =>
      c.json(await getLibrary(deps, { userId: c.get('user').id })),
    )
    .get('/unlocks', requireUser, async (c) =>
      c.json(await listUnseenSectionUnlocks(deps, { userId: c.get('user').id })),
    )
    .post(
      '/unlocks/:realmId/seen',
      requireUser,
      validate('param', unlockRealmParamSchema),
      async (c) =>
        c.json(
          await markSectionUnlockSeen(deps, {
            userId: c.get('user').id,
            realmId: c.req.valid('param').realmId,
          }),
        ),
    )
    .get('/:resourceId/file', requireUser, validate('param', resourceIdParamSchema), async (c) => {
      const file = await findResourceFile(deps, {
        viewer: c.get('user'),
        resourceId: c.req.valid('param').resourceId,
      });
      // On S3 the bucket serves the bytes, through a short-lived signed URL.
      return respondWithStoredFile(c, deps.fileStore, file, { redirectToStore: true });
    });
}
