import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { seedNudgeTemplates } from './features/insights/nudge-templates-seed.ts';
import { grantStaffToProvenAdminEmails } from './auth/staff-role.ts';
import { createOperatorAccess } from './backup/operator-access.ts';
import { resolveConfig } from './config.ts';
import {
  lockDataDir,
  readOrCreateAuthSecret,
  readOrCreateVapidKeys,
  restrictToOwner,
} from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { createBackgroundJobs } from './background-jobs.ts';
import { seedCurriculum } from './features/curriculum/curriculum-seed.ts';
import { seedDefaultResources } from './features/library/library-seed.ts';
import { createLogger } from './logger.ts';
import { createMetrics } from './metrics/metrics.ts';
import { serveMetricsPort } from './metrics/metrics.routes.ts';
import { createMailTransport } from './mail/create-mail-transport.ts';
import { createOutbox } from './mail/outbox.ts';
import { asBackgroundWork } from './background-work.ts';
import { projectPath } from './project-paths.ts';
import { createUnsubscribeLinks } from './mail/unsubscribe-links.ts';
import { createFileStore } from './storage/create-file-store.ts';
import { clockAheadBy } from './test-clock.ts';

const OUTBOX_SWEEP_MS = 30_000;
/** Webhooks are written with their event and picked up within this long, by any server. */
const WEBHOOK_SWEEP_MS = 2_000;
/** How long requests under way have to finish when the server is asked to stop. */
const REQUEST_GRACE_MS = 8_000;
/** The whole stop: longer than a webhook's own timeout, so a send under way can finish and be recorded. */
const SHUTDOWN_GRACE_MS = 20_000;
/** How often a stopping server closes the connections that have become idle. */
const IDLE_CLOSE_MS = 250;

async function start() {
  // Everything the server writes (database, uploads, secret) is for its own user only.
  process.umask(0o077);
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  const lock = lockDataDir(dataDir);
  const config = resolveConfig(
    env,
    env.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : readOrCreateVapidKeys(dataDir),
  );
  // Prometheus metrics only when asked for (METRICS_TOKEN or METRICS_PORT): off, they cost nothing.
  const metrics =
    env.METRICS_TOKEN || env.METRICS_PORT ? createMetrics({ clock: () => new Date() }) : undefined;
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') }),
    onQueryTime: metrics?.recordQuery,
    onBackgroundHold: metrics?.recordBackgroundHold,
  });
  await database.migrate();
  if (database.kind === 'pglite') restrictToOwner(path.join(dataDir, 'db'));
  await grantStaffToProvenAdminEmails(database.db, config.adminEmails);

  const outbox = createOutbox({
    db: database.db,
    transport: createMailTransport(config, logger),
    logger,
    unsubscribeLinks: createUnsubscribeLinks({ appUrl: config.appUrl, secret: config.authSecret }),
  });
  const webRoot = projectPath('dist/web');
  const fileStore = createFileStore(config, dataDir);
  await seedCurriculum({ db: database.db });
  await seedNudgeTemplates({ db: database.db });
  const seeded = await seedDefaultResources({ db: database.db, fileStore });
  if (seeded.length > 0) logger.info({ resources: seeded }, 'loaded the default library resources');
  // npm run backup reaches this server through DATA_DIR/operator.json (decision 018).
  const operator = createOperatorAccess(dataDir);
  // A test's moved clock (TEST_CLOCK_FILE) is the jobs' clock too: a cohort's start, a realm's
  // opening and a reminder come when the test moves the clock to them.
  const testClock = env.TEST_CLOCK_FILE ? clockAheadBy(env.TEST_CLOCK_FILE) : undefined;
  const { app, curriculum, webhooks } = createApp({
    database,
    config,
    logger,
    outbox,
    fileStore,
    webRoot,
    configDir: path.join(dataDir, 'config'),
    operator,
    metrics,
    ...(testClock && { clock: testClock }),
  });
  if (metrics) {
    metrics.watchBacklogs(database.db);
    if (database.poolStats) metrics.watchPool(database.poolStats);
  }
  const metricsServer =
    env.METRICS_PORT && metrics ? await serveMetricsPort(metrics, env.METRICS_PORT) : undefined;
  curriculum.startPolling();

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    operator.publish(info);
    logger.info(
      { port: info.port, database: database.kind, mail: config.smtpUrl ? 'smtp' : 'log' },
      `Emberpath is listening on ${config.appUrl}`,
    );
  });
  const sweepOutbox = () => void asBackgroundWork('outbox', () => outbox.deliverDue());
  const sweep = setInterval(sweepOutbox, OUTBOX_SWEEP_MS);
  sweepOutbox();
  const webhookSweep = setInterval(
    () => void asBackgroundWork('webhooks', () => webhooks.deliverDue()),
    WEBHOOK_SWEEP_MS,
  );
  // Reminders, pruning, the sweep of unnamed files; safe with several servers on one database.
  const backgroundJobs = createBackgroundJobs({
    db: database.db,
    config,
    outbox,
    fileStore,
    curriculum,
    logger,
    metrics,
    ...(testClock && { clock: testClock }),
  });
  backgroundJobs.start();

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    operator.withdraw();
    logger.info({ signal }, 'shutting down');
    clearInterval(sweep);
    clearInterval(webhookSweep);
    metricsServer?.close();
    // What the stop is waiting for, so a stop that runs out of time says which step held it.
    let waitingFor = 'in-flight requests';
    const forceExit = setTimeout(() => {
      server.getConnections((_error, openConnections) => {
        logger.error({ waitingFor, openConnections }, 'shutdown did not finish in time; exiting');
        process.exit(1);
      });
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    // A kept-alive connection busy at close() stays open after its answer until the browser's next
    // request or the keep-alive timeout, and a polling page keeps sending: close each once it is idle.
    const closeIdle = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, IDLE_CLOSE_MS);
    closeIdle.unref();
    // A request still open after its grace is cut, so the jobs, the outboxes and the database
    // still close in order (a stop that hangs on one connection would lose that for everyone).
    const cutLingering = setTimeout(() => {
      server.getConnections((_error, openConnections) => {
        logger.warn({ openConnections }, 'closing the connections still open after the grace');
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    }, REQUEST_GRACE_MS);
    cutLingering.unref();
    // Stop taking connections, let in-flight requests finish, and only then close the database.
    server.close(async () => {
      clearInterval(closeIdle);
      clearTimeout(cutLingering);
      curriculum.stopPolling();
      waitingFor = 'background jobs';
      await backgroundJobs.stop();
      waitingFor = 'emails being sent';
      await outbox.settle();
      waitingFor = 'webhooks being sent';
      await webhooks.settle();
      waitingFor = 'the database to close';
      await database.close();
      lock.release();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

start().catch((error: unknown) => {
  // One clear line for the operator, then exit.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
