import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { contentDispositionFor } from '../http/content-disposition.ts';
import type { FileStore } from '../storage/file-store.ts';
import { createBackupArchive } from './backup-archive.ts';
import { isOperatorToken, type OperatorCredentials } from './operator-access.ts';

/**
 * Routes for the operator's commands, outside /api: no session, creator or
 * staff, opens them, only the token the server wrote to DATA_DIR.
 */
export function createOperatorRoutes(deps: {
  database: DatabaseHandle;
  fileStore: FileStore;
  /** Absent (API tests): every call is refused. */
  operator?: OperatorCredentials;
  clock: () => Date;
}) {
  const requireOperatorToken = createMiddleware<AppEnv>(async (c, next) => {
    const presented = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!deps.operator || !presented || !isOperatorToken(deps.operator.token, presented)) {
      throw new AppError('UNAUTHENTICATED', {
        title: 'Operator Token Required',
        userMessage:
          'Run npm run backup on the server’s machine, as its user: it presents the token the server keeps in DATA_DIR.',
      });
    }
    await next();
  });

  return new Hono<AppEnv>().post('/backup', requireOperatorToken, async (c) => {
    const now = deps.clock();
    const archive = await createBackupArchive(
      {
        database: deps.database,
        dataDir: deps.operator!.dataDir,
        uploadsAreLocal: deps.fileStore.kind === 'local',
      },
      { now },
    );
    c.header('Content-Type', 'application/zip');
    c.header(
      'Content-Disposition',
      contentDispositionFor(`emberpath-backup-${now.toISOString().slice(0, 10)}.zip`),
    );
    c.header('Cache-Control', 'no-store');
    return c.body(Readable.toWeb(archive) as ReadableStream);
  });
}
