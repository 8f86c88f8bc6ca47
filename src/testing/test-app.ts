import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import webPush from 'web-push';
import type { OperatorCredentials } from '#server/backup/operator-access.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import type { HostResolver } from '#server/features/webhooks/webhook-address.ts';
import { createApp, type AppDeps } from '#server/app.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { seedNudgeTemplates } from '#server/features/insights/nudge-templates-seed.ts';
import { KNOWN_PUSH_SERVICE_ORIGINS, type AppConfig } from '#server/config.ts';
import type { MailTransport, OutgoingEmail } from '#server/mail/mail-transport.ts';
import { createOutbox } from '#server/mail/outbox.ts';
import { createUnsubscribeLinks } from '#server/mail/unsubscribe-links.ts';
import { checkDescribedAnswers } from './described-answers.ts';
import { getTestDatabase, resetDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';

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
    // Every read counts again after a change: tests compare figures right after writing rows.
    insights: { answerMaxAgeMs: 0 },
    ...overrides,
  };
}

/**
 * The whole app on a clean test database. Mail goes to `inbox` instead of a
 * server, so tests can follow the links that emails carry.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    webRoot?: string;
    fileStore?: FileStore;
    clock?: () => Date;
    logger?: Logger;
    operator?: OperatorCredentials;
    resolveHost?: HostResolver;
    loadRenderer?: AppDeps['loadRenderer'];
    configDir?: string;
  } = {},
) {
  const database = await getTestDatabase();
  await resetDatabase(database.db);
  // As every start does: realms 1–3 from content/, live; 4–10 drafts.
  await seedCurriculum({ db: database.db });
  await seedNudgeTemplates({ db: database.db });
  const logger = options.logger ?? pino({ level: 'silent' });
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
  const fileStore =
    options.fileStore ??
    createLocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-uploads-')));
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
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
