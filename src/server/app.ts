import { getCookies } from 'better-auth/cookies';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { AppError } from '#shared/errors.ts';
import { createAdminRoutes } from './admin.routes.ts';
import { createAuth } from './auth/auth.ts';
import { createAuthGuards } from './auth/auth-guards.ts';
import { createAuthRoutes } from './auth/auth.routes.ts';
import { createOperatorRoutes } from './backup/backup.routes.ts';
import { OPERATOR_ROUTE_PREFIX, type OperatorCredentials } from './backup/operator-access.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAccountDeletionHooks } from './features/account/account-deletion.service.ts';
import { createAccountRoutes } from './features/account/account.routes.ts';
import { createAnswerShareRoutes } from './features/buddies/answer-shares.routes.ts';
import { createBuddyRoutes } from './features/buddies/buddies.routes.ts';
import {
  createCalendarFeedRoutes,
  createCalendarFeedSettingRoutes,
} from './features/calendar-feed/calendar-feed.routes.ts';
import { createCheckinRoutes } from './features/checkins/checkins.routes.ts';
import { createCohortRoutes } from './features/cohorts/cohorts.routes.ts';
import { createCommitmentRoutes } from './features/commitments/commitments.routes.ts';
import { createLegalRoutes } from './features/legal/legal.routes.ts';
import { createHealthRoutes } from './features/health/health.routes.ts';
import { createInviteRoutes } from './features/invites/invites.routes.ts';
import { createCurriculumCache } from './features/curriculum/curriculum-cache.ts';
import { createCurriculumRoutes } from './features/curriculum/curriculum.routes.ts';
import { createLibraryRoutes } from './features/library/library.routes.ts';
import {
  createEmailPreferenceRoutes,
  createUnsubscribeRoutes,
} from './features/email-preferences/email-preferences.routes.ts';
import { createMeRoutes } from './features/me/me.routes.ts';
import { createOpenApiRoutes } from './openapi/openapi.routes.ts';
import { isStreamedUpload } from './openapi/route-flags.ts';
import { createNotificationRoutes } from './features/notifications/notifications.routes.ts';
import { createProgressRoutes } from './features/progress/progress.routes.ts';
import { createProfileRoutes } from './features/profile/profile.routes.ts';
import { createPushRoutes } from './features/push/push.routes.ts';
import { createQuestRoutes } from './features/quests/quests.routes.ts';
import { createCreatorFeedbackRoutes } from './features/reviews/creator-feedback.routes.ts';
import { createRealmRoutes } from './features/realms/realms.routes.ts';
import { createReminderRoutes } from './features/reminders/reminders.routes.ts';
import type { HostResolver } from './features/webhooks/webhook-address.ts';
import { createWebhookDeliverer } from './features/webhooks/webhook-deliverer.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientIp } from './http/client-ip.ts';
import { handleError } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { apiNoStore } from './http/api-no-store.ts';
import { securityHeaders } from './http/security-headers.ts';
import {
  createSignedInHome,
  loadBuiltRenderer,
  type FirstScreenRenderer,
} from './http/signed-in-home.ts';
import { createStaticSite } from './http/static-site.ts';
import { guardText } from './http/text-guard.ts';
import type { Logger } from './logger.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import type { Metrics } from './metrics/metrics.ts';
import { createMetricsRoutes } from './metrics/metrics.routes.ts';
import type { Outbox } from './mail/outbox.ts';
import { createUnsubscribeLinks } from './mail/unsubscribe-links.ts';
import type { FileStore } from './storage/file-store.ts';

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

const isBodiless = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The operator's routes (`npm run backup`), under OPERATOR_ROUTE_PREFIX, take
 * the token the server writes to DATA_DIR, never a session: the policy test
 * checks they refuse visitors, creators and staff alike.
 */
export { OPERATOR_ROUTE_PREFIX };

export type AppDeps = {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
  outbox: Outbox;
  fileStore: FileStore;
  /** Folder of the built SPA; omitted in API tests and in `npm run dev`. */
  webRoot?: string;
  /** DATA_DIR/config: the operator's terms.md and privacy.md; without it, the default texts. */
  configDir?: string;
  /** What time it is; tests fix it, so "today" does not depend on when they run. */
  clock?: () => Date;
  /**
   * The web app's server render for a signed-in creator's `/` (decision 026); by default the
   * build's, beside `webRoot`. Tests pass the source's.
   */
  loadRenderer?: () => Promise<FirstScreenRenderer>;
  /** The token `npm run backup` presents; without it the operator routes refuse every call. */
  operator?: OperatorCredentials;
  /** How webhook hosts are resolved; tests stand in for DNS (rebinding), servers use it. */
  resolveHost?: HostResolver;
  /**
   * Runs around every request, before anything else: the test app holds each answer against the
   * API description here (decision 023). Servers pass none.
   */
  answerCheck?: MiddlewareHandler<AppEnv>;
  /** Prometheus metrics, when the operator turned them on (METRICS_TOKEN or METRICS_PORT). */
  metrics?: Metrics;
};

export function createApp(deps: AppDeps) {
  const { database, config, logger, outbox, fileStore } = deps;
  const { db } = database;
  const clock = deps.clock ?? (() => new Date());
  // The curriculum staff own, kept in this process and dropped when it changes (decision 020).
  const curriculum = createCurriculumCache({ db, logger });
  const auth = createAuth({
    db,
    config,
    outbox,
    logger,
    clock,
    accountDeletion: createAccountDeletionHooks({ db, fileStore, curriculum, logger, clock }),
  });
  const webhookPolicy = config.webhooks;
  const webhooks = createWebhookDeliverer({
    db,
    logger,
    policy: webhookPolicy,
    resolve: deps.resolveHost,
    timeoutMs: config.webhooks.timeoutMs,
  });
  const calendarFeedDeps = {
    db,
    curriculum,
    appUrl: config.appUrl,
    secret: config.authSecret,
    clock,
  };
  const guards = createAuthGuards({
    auth,
    db,
    secret: config.authSecret,
    clock,
    apiKeyRequestsPerMinute: config.apiKeys?.requestsPerMinute,
  });
  const unsubscribeLinks = createUnsubscribeLinks({
    appUrl: config.appUrl,
    secret: config.authSecret,
  });
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: 'That request is too large.' });
    },
  });

  const api = new Hono<AppEnv>()
    // Uploads (`upload: true` in their op(…)) stream past the 1 MB limit: worksheets and
    // library files under their own 50 MB one, an avatar read under its own 5 MB one.
    // A GET or HEAD has no body to limit (the server hands it none), and asking for one
    // would build the whole fetch Request behind @hono/node-server's lazy one for nothing.
    .use((c, next) =>
      isBodiless(c.req.method) || isStreamedUpload(c.req.method, c.req.path)
        ? next()
        : apiBodyLimit(c, next),
    )
    .use(requireSameOrigin(config.appUrl))
    .use(guardText)
    .route('/auth', createAuthRoutes({ auth, config }))
    .route('/me', createMeRoutes({ db, guards, clock }))
    .route('/progress', createProgressRoutes({ db, curriculum, guards, clock }))
    .route('/quests', createQuestRoutes({ db, fileStore, curriculum, clock, guards }))
    .route('/checkins', createCheckinRoutes({ db, curriculum, guards, clock }))
    .route('/commitments', createCommitmentRoutes({ db, guards, clock }))
    .route('/cohorts', createCohortRoutes({ db, guards, clock }))
    .route(
      '/realms',
      createRealmRoutes({
        db,
        outbox,
        staffEmails: config.adminEmails,
        curriculum,
        clock,
        guards,
      }),
    )
    .route(
      '/invites',
      createInviteRoutes({
        db,
        outbox,
        curriculum,
        appUrl: config.appUrl,
        clock,
        guards,
      }),
    )
    .route(
      '/buddies',
      createBuddyRoutes({ db, curriculum, guards, clock, outbox, appUrl: config.appUrl }),
    )
    .route('/', createAnswerShareRoutes({ db, curriculum, guards, clock }))
    .route('/notifications', createNotificationRoutes({ db, guards }))
    .route('/reminders', createReminderRoutes({ db, guards, clock }))
    .route('/push', createPushRoutes({ db, push: config.push, guards }))
    .route('/email-preferences', createEmailPreferenceRoutes({ db, unsubscribeLinks, guards }))
    .route('/unsubscribe', createUnsubscribeRoutes({ db, unsubscribeLinks }))
    .route('/openapi.json', createOpenApiRoutes())
    .route('/legal', createLegalRoutes({ configDir: deps.configDir }))
    .route('/resources', createLibraryRoutes({ db, fileStore, curriculum, clock, guards }))
    .route('/profile', createProfileRoutes({ db, fileStore, guards, clock }))
    .route(
      '/account',
      createAccountRoutes({
        db,
        auth,
        fileStore,
        guards,
        clock,
        isSecure: config.appUrl.startsWith('https:'),
      }),
    )
    .route('/curriculum', createCurriculumRoutes({ curriculum, guards, clock }))
    .route('/calendar-feed', createCalendarFeedSettingRoutes({ ...calendarFeedDeps, guards }))
    .route('/calendar', createCalendarFeedRoutes(calendarFeedDeps))
    .route(
      '/',
      createCreatorFeedbackRoutes({
        db,
        fileStore,
        curriculum,
        outbox,
        appUrl: config.appUrl,
        clock,
        guards,
      }),
    )
    .route(
      '/admin',
      createAdminRoutes({
        db,
        outbox,
        curriculum,
        fileStore,
        clock,
        guards,
        appUrl: config.appUrl,
        secret: config.authSecret,
        insightsAnswerMaxAgeMs: config.insights?.answerMaxAgeMs,
        deliverer: webhooks,
        policy: webhookPolicy,
        resolve: deps.resolveHost,
      }),
    );

  // Anything else under /api: visitors learn nothing beyond "sign in".
  api.all('*', guards.requireUser, () => {
    throw new AppError('NOT_FOUND');
  });

  const base = new Hono<AppEnv>();
  if (deps.answerCheck) base.use(deps.answerCheck);
  if (deps.metrics) base.use(httpMetrics(deps.metrics));
  const app = base
    .use(requestId())
    .use(requestLogger(logger))
    .use(securityHeaders({ trustProxy: config.trustProxy, mediaOrigin: fileStore.directOrigin }))
    .use(clientIp({ trustProxy: config.trustProxy }))
    .route('/', createHealthRoutes({ pingDatabase: database.ping }))
    .route(
      OPERATOR_ROUTE_PREFIX,
      createOperatorRoutes({ database, fileStore, operator: deps.operator, clock }),
    )
    .route('/', createMetricsRoutes({ metrics: deps.metrics, token: config.metricsToken }))
    .use('/api/*', apiNoStore)
    .route('/api', api);
  if (deps.webRoot) {
    const { webRoot } = deps;
    const sessionCookieName = getCookies(auth.options).sessionToken.name;
    const loadRenderer = deps.loadRenderer ?? loadBuiltRenderer(webRoot);
    app.route(
      '/',
      createStaticSite(webRoot, {
        sessionCookieName,
        signedInHome:
          loadRenderer &&
          ((hasSessionCookie) =>
            createSignedInHome({
              webRoot,
              db,
              curriculum,
              guards,
              clock,
              loadRenderer,
              hasSessionCookie,
            })),
      }),
    );
  }
  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError(handleError);
  return { app, auth, curriculum, webhooks };
}

export type AppType = ReturnType<typeof createApp>['app'];
