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

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDeps = {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  outbox: Outbox;
  /** Folder of the built SPA; omitted in API tests and in `npm run dev`. */
  webRoot?: string;
};

export function createApp(deps: AppDeps) {
  const { database, config, logger, outbox } = deps;
  const auth = createAuth({ db: database.db, config, outbox });
  const requireUser = createRequireUser(auth);

  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: API_BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'That request is too large.' });
        },
      }),
    )
    .route('/auth', createAuthRoutes({ auth, config }))
    .route('/me', createMeRoutes({ requireUser, adminEmails: config.adminEmails }));

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

export type AppType = ReturnType<typeof createApp>['app'];
