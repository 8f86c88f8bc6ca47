import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { AppError } from '#shared/errors.ts';
import { createAuth } from './auth/auth.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import { createRequireUser } from './auth/require-user.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createHealthRoutes } from './features/health/health.routes.ts';
import { createMeRoutes } from './features/me/me.routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientIp } from './http/client-ip.ts';
import { handleError } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createStaticSite } from './http/static-site.ts';
import type { Logger } from './logger.ts';
import type { Outbox } from './mail/outbox.ts';
import { createCheckinRoutes } from './features/checkins/checkins.routes.ts';
import { createProgressRoutes } from './features/progress/progress.routes.ts';
import { createQuestRoutes } from './features/quests/quests.routes.ts';
import { createRealmRoutes } from './features/realms/realms.routes.ts';
import type { FileStore } from './storage/file-store.ts';

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDeps = {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  outbox: Outbox;
  fileStore: FileStore;
  /** Folder of the built SPA; omitted in API tests and in `npm run dev`. */
  webRoot?: string;
};

export function createApp(deps: AppDeps) {
  const { database, config, logger, outbox, fileStore } = deps;
  const { db } = database;
  const auth = createAuth({ db, config, outbox });
  const requireUser = createRequireUser({ auth, db, secret: config.authSecret });
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'That request is too large.' });
    },
  });

  const api = new Hono<AppEnv>()
    // Worksheet uploads stream past the 1 MB limit under their own 50 MB one.
    .use((c, next) =>
      isWorksheetUpload(c.req.method, c.req.path) ? next() : apiBodyLimit(c, next),
    )
    .route('/auth', createAuthRoutes({ auth, config }))
    .route('/me', createMeRoutes({ db, requireUser, adminEmails: config.adminEmails }))
    .route('/progress', createProgressRoutes({ db, requireUser }))
    .route(
      '/quests',
      createQuestRoutes({ db, fileStore, requireUser, adminEmails: config.adminEmails }),
    )
    .route('/checkins', createCheckinRoutes({ db, requireUser }))
    .route(
      '/realms',
      createRealmRoutes({ db, outbox, staffEmails: config.adminEmails, requireUser }),
    );

  // Anything else under /api: anonymous callers learn nothing beyond "sign in".
  api.all('*', requireUser, () => {
    throw new AppError('NOT_FOUND');
  });

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders({ trustProxy: config.trustProxy }))
    .use(clientIp({ trustProxy: config.trustProxy }))
    .route('/', createHealthRoutes({ pingDatabase: database.ping }))
    .route('/api', api);

  if (deps.webRoot) app.route('/', createStaticSite(deps.webRoot));
  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError(handleError);
  return { app, auth };
}

function isWorksheetUpload(method: string, path: string): boolean {
  return method === 'PUT' && /^\/api\/quests\/[^/]+\/file$/.test(path);
}

export type AppType = ReturnType<typeof createApp>['app'];
