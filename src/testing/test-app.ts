import { pino } from 'pino';
import { createApp } from '#server/app.ts';
import type { AppConfig } from '#server/config.ts';
import type { MailTransport, OutgoingEmail } from '#server/mail/mail-transport.ts';
import { createOutbox } from '#server/mail/outbox.ts';
import { getTestDatabase, resetDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';

export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appUrl: TEST_APP_URL,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    adminEmails: new Set(),
    requireEmailVerification: false,
    rateLimitEnabled: false,
    trustProxy: false,
    mailFrom: 'Emberpath <no-reply@localhost>',
    ...overrides,
  };
}

/**
 * The whole app on a clean test database. Mail goes to `inbox` instead of a
 * server, so tests can follow the links that emails carry.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { webRoot?: string } = {},
) {
  const database = await getTestDatabase();
  await resetDatabase(database.db);
  const logger = pino({ level: 'silent' });
  const inbox: OutgoingEmail[] = [];
  const transport: MailTransport = {
    kind: 'log',
    send: async (email) => {
      inbox.push(email);
    },
  };
  const outbox = createOutbox({ db: database.db, transport, logger });
  const config = createTestConfig(overrides);
  const { app, auth } = createApp({ database, config, logger, outbox, webRoot: options.webRoot });
  return { app, auth, database, db: database.db, outbox, inbox, config };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
