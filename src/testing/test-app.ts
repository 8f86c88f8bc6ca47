import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { onTestFinished } from 'vitest';
import webPush from 'web-push';
import type { OperatorCredentials } from '#server/backup/operator-access.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import type { HostResolver } from '#server/features/webhooks/webhook-address.ts';
import { createApp, type AppDeps } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { seedNudgeTemplates } from '#server/features/insights/nudge-templates-seed.ts';
import { KNOWN_PUSH_SERVICE_ORIGINS, type AppConfig } from '#server/config.ts';
import type { MailTransport, OutgoingEmail } from '#server/mail/mail-transport.ts';
import { createOutbox } from '#server/mail/outbox.ts';
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts';
import { checkDescribedAnswers } from './described-answers.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import { getTestDatabase, resetDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';
/** What /metrics asks of a scraper in tests (it answers 401 to anyone else, 404 with no metrics). */
export const TEST_METRICS_TOKEN = 'test-metrics-token-long-enough-for-the-rule';

/** One VAPID key pair for the test process: generating one per test would only cost time. */
const testVapidKeys = webPush.generateVAPIDKeys();

export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appUrl: TEST_APP_URL,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    adminEmails: new Set(),
    requireEmailVerification: false,
    rateLimitEnabled: false,
    trustProxy: false,
    mailFrom: 'Emberpath <no-reply@localhost>',
    push: {
      ...testVapidKeys,
      subject: 'mailto:no-reply@localhost',
      allowedEndpointOrigins: KNOWN_PUSH_SERVICE_ORIGINS,
    },
    webhooks: { allowsLoopback: false },
    metricsToken: TEST_METRICS_TOKEN,
    // Every read counts again after a change: tests compare figures right after writing rows.
    insights: { answerMaxAgeMs: 0 },
    ...overrides,
  };
}

type TestAppOptions = {
  webRoot?: string;
  fileStore?: FileStore;
  clock?: () => Date;
  logger?: Logger;
  operator?: OperatorCredentials;
  resolveHost?: HostResolver;
  loadRenderer?: AppDeps['loadRenderer'];
  configDir?: string;
  metrics?: Metrics;
};

/**
 * The whole app on a clean test database. Mail goes to `inbox` instead of a
 * server, so tests can follow the links that emails carry. It belongs to the
 * test that made it (the next test app empties the database), and closes when
 * that test ends.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
) {
  const database = await getTestDatabase();
  await resetDatabase(database.db);
  // As every start does: realms 1–3 from content/, live; 4–10 drafts.
  await seedCurriculum({ db: database.db });
  await seedNudgeTemplates({ db: database.db });
  const testApp = assembleTestApp(database, overrides, options);
  onTestFinished(testApp.close);
  return testApp;
}

/**
 * The test app's parts around a database as it is: createTestApp's, and
 * `npm run docs:policy`'s, which reads only the routes it registers.
 */
export function assembleTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
) {
  // TEST_LOG_LEVEL=error shows what the app logged behind a 500 (its stack, the failed query).
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const inbox: OutgoingEmail[] = [];
  const transport: MailTransport = {
    kind: 'log',
    send: async (email) => {
      inbox.push(email);
    },
  };
  const config = createTestConfig(overrides);
  const outbox = createOutbox({
    db: database.db,
    transport,
    logger,
    unsubscribeLinks: createUnsubscribeLinks({ appUrl: config.appUrl, secret: config.authSecret }),
  });
  // A folder per test app; removed when it closes, or a run leaves hundreds in the temp folder.
  const uploadsDir = options.fileStore
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-uploads-'));
  const fileStore = options.fileStore ?? createLocalFileStore(uploadsDir!);
  const { app, auth, curriculum, webhooks } = createApp({
    database,
    config,
    logger,
    outbox,
    fileStore,
    webRoot: options.webRoot,
    clock: options.clock,
    operator: options.operator,
    resolveHost: options.resolveHost,
    loadRenderer: options.loadRenderer,
    configDir: options.configDir,
    metrics: options.metrics,
    answerCheck: checkDescribedAnswers,
  });
  return {
    app,
    auth,
    curriculum,
    webhooks,
    database,
    db: database.db,
    outbox,
    inbox,
    config,
    fileStore,
    /** The upload folder the test app made, when the test gave it no file store. */
    uploadsDir,
    close: async () => {
      if (uploadsDir) await fs.promises.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
