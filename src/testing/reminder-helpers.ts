import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createBackgroundJobs } from '#server/background-jobs.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { apiAs } from './api-client.ts';
import { startPushEndpoint } from './push-endpoint.ts';
import { createTestApp, createTestConfig, type TestApp } from './test-app.ts';

/**
 * An app whose clock the test moves, its background jobs (driven with
 * `runDue`, never a timer) and a local push service its push may reach.
 */
export async function createReminderTestApp(start: Date) {
  const clock = { now: start };
  const pushEndpoint = await startPushEndpoint();
  const testApp = await createTestApp(
    { push: { ...createTestConfig().push, allowedEndpointOrigins: [pushEndpoint.origin] } },
    { clock: () => clock.now },
  );
  const newScheduler = () =>
    createBackgroundJobs({
      db: testApp.db,
      config: testApp.config,
      outbox: testApp.outbox,
      fileStore: testApp.fileStore,
      curriculum: testApp.curriculum,
      logger: pino({ level: 'silent' }),
      clock: () => clock.now,
    });
  const scheduler = newScheduler();
  return {
    testApp,
    pushEndpoint,
    scheduler,
    newScheduler,
    /** Moves the clock and runs whatever is due then, as a tick would. */
    async tickAt(instant: string | Date) {
      clock.now = new Date(instant);
      await scheduler.runDue(clock.now);
      await testApp.outbox.settle();
    },
    setClock(instant: string | Date) {
      clock.now = new Date(instant);
    },
  };
}

export async function turnOnReminder(testApp: TestApp, cookie: string, localTime = '19:00') {
  const response = await apiAs(testApp, cookie).reminders.$put({
    json: { isEnabled: true, localTime },
  });
  if (response.status !== 200) throw new Error(`reminder: ${response.status}`);
}

/** The notifications a creator has received, oldest first. */
export async function notificationsOf(testApp: TestApp, userId: string) {
  return testApp.db
    .select()
    .from(notification)
    .where(eq(notification.recipientId, userId))
    .orderBy(notification.id);
}

/** Reminder emails (not the sign-up confirmation) sent to an address. */
export function reminderEmailsTo(testApp: TestApp, address: string) {
  return testApp.inbox.filter(
    (email) =>
      email.to === address &&
      (email.subject === 'Time for your daily check-in' ||
        /streak ends tonight$/.test(email.subject) ||
        /^Relight your \d+-day streak today$/.test(email.subject)),
  );
}
