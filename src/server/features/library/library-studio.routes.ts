import { Hono } from 'hono';
import {
  resourceIdParamSchema,
  resourceInputSchema,
  resourceUpdateSchema,
} from '#shared/schemas/library.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { uploadFrom } from '../../http/upload-request.ts';
import { validate } from '../../http/validate.ts';
import { actorOf } from '../audit/audit.service.ts';
import {
  createResource,
  deleteResource,
  listStudioResources,
  replaceResourceFile,
  stageResourceUpload,
  updateResource,
  type StudioDeps,
} from './library-studio.service.ts';

/** The content studio, mounted at /api/admin/resources: staff only. */
export function createLibraryStudioRoutes(deps: StudioDeps & { guards: AuthGuards }) {
  const { requirePermission } = deps.guards;
  const resourceParam = validate('param', resourceIdParamSchema);
  return (
    new Hono<AppEnv>()
      .get('/', requirePermission('library:manage'), async (c) =>
        c.json(await listStudioResources(deps)),
      )
      .post(
        '/',
        requirePermission('library:manage'),
        validate('json', resourceInputSchema),
        async (c) =>
          c.json(
            await createResource(deps, {
              actor: actorOf(c.get('user')),
              resource: c.req.valid('json'),
            }),
            201,
          ),
      )
      // A new resource's file, checked and stored before the resource exists (staged-resource-file.ts).
      // No bodyLimit middleware: receiveUpload streams and cuts off at 50 MB.
      .post('/files', requirePermission('library:manage'), async (c) =>
        c.json(await stageResourceUpload(deps, uploadFrom(c)), 201),
      )
      .patch(
        '/:resourceId',
        requirePermission('library:manage'),
        resourceParam,
        validate('json', resourceUpdateSchema),
        async (c) =>
          c.json(
            await updateResource(deps, {
              actor: actorOf(c.get('user')),
              resourceId: c.req.valid('param').resourceId,
              changes: c.req.valid('json'),
            }),
          ),
      )
      .delete('/:resourceId', requirePermission('library:manage'), resourceParam, async (c) =>
        c.json(
          await deleteResource(deps, {
            actor: actorOf(c.get('user')),
            resourceId: c.req.valid('param').resourceId,
          }),
        ),
      )
      .put(
        '/:resourceId/file',
        requirePermission('library:manage'),
        // No bodyLimit middleware here: it buffers chunked bodies. receiveUpload streams and cuts off at 50 MB.
        resourceParam,
        async (c) =>
          c.json(
            await replaceResourceFile(deps, {
              resourceId: c.req.valid('param').resourceId,
              actor: actorOf(c.get('user')),
              ...uploadFrom(c),
            }),
          ),
      )
  );
}
