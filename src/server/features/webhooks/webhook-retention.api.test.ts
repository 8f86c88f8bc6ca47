import { afterEach, describe, expect, it } from 'vitest';
import { webhookDelivery } from '#server/db/schema/integrations.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { runBackgroundJobs } from '#testing/background-jobs.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import { pruneWebhookDeliveries } from './webhook-retention.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const start = new Date('2026-01-01T09:00:00Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);

const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function endpointAnswering(testApp: TestApp, cookie: string, statuses: number[]) {
  const receiver = await startWebhookReceiver(statuses);
  receivers.push(receiver);
  const response = await apiAs(testApp, cookie).admin.webhooks.$post({
    json: { url: receiver.url, eventTypes: ['quest.completed'] },
  });
  expect(response.status).toBe(201);
  return (await response.json()).endpoint.id;
}

describe('the webhook delivery log', () => {
  it('forgets deliveries 30 days after they were delivered or failed, never pending ones', async () => {
    let now = start;
    const testApp = await createTestApp(
      { webhooks: { allowsLoopback: true } },
      { clock: () => now },
    );
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'];
    const sendTest = async (endpointId: string) => {
      const response = await api.test.$post({ param: { endpointId } });
      expect(response.status).toBe(202);
      await testApp.webhooks.settle();
      return (await response.json()).id;
    };
    const healthy = await endpointAnswering(testApp, staff.cookie, []);
    const failing = await endpointAnswering(testApp, staff.cookie, Array(20).fill(500));
    const paused = await endpointAnswering(testApp, staff.cookie, []);

    const delivered = await sendTest(healthy);
    const failed = await sendTest(failing);
    // Its endpoint turned off before a send: waiting, however old it gets.
    await api.$patch({ param: { endpointId: paused }, json: { isEnabled: false } });
    const waiting = await sendTest(paused);
    // The failing one's last try, a day later: it is failed from then.
    await testApp.webhooks.deliverDue(at(25 * HOUR_MS));
    now = at(20 * DAY_MS);
    const recent = await sendTest(healthy);

    const logOf = async (endpointId: string) =>
      (await (await api.deliveries.$get({ param: { endpointId }, query: {} })).json()).deliveries
        .map((delivery) => [delivery.id, delivery.status])
        .sort();
    expect(await logOf(healthy)).toEqual([
      [delivered, 'delivered'],
      [recent, 'delivered'],
    ]);
    expect(await logOf(failing)).toEqual([[failed, 'failed']]);

    now = at(30 * DAY_MS + HOUR_MS);
    await runBackgroundJobs(testApp, now);
    expect(await logOf(healthy)).toEqual([[recent, 'delivered']]);
    expect(await logOf(failing)).toEqual([[failed, 'failed']]);

    now = at(31 * DAY_MS + 2 * HOUR_MS);
    await runBackgroundJobs(testApp, now);
    expect(await logOf(failing)).toEqual([]);
    expect(await logOf(paused)).toEqual([[waiting, 'pending']]);
    expect(await logOf(healthy)).toEqual([[recent, 'delivered']]);
  });

  it('deletes in bounded batches, each row once, however many servers prune at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const staff = await createStaff(testApp);
    const endpointId = await endpointAnswering(testApp, staff.cookie, []);
    const old = at(-40 * DAY_MS);
    await testApp.db.insert(webhookDelivery).values(
      Array.from({ length: 1_000 }, (_, index) => ({
        endpointId,
        messageId: `msg_old_${index}`,
        eventType: 'quest.completed' as const,
        body: '{}',
        status: 'delivered' as const,
        deliveredAt: old,
        lastAttemptAt: old,
        createdAt: old,
      })),
    );
    const prune = () =>
      pruneWebhookDeliveries({ db: testApp.db }, { now: start, batchSize: 100, maxBatches: 3 });

    // One run deletes at most its batches: 3 × 100.
    expect(await prune()).toEqual({ deleted: 300 });
    const runs = await Promise.all([prune(), prune(), prune()]);
    expect(runs.reduce((sum, run) => sum + run.deleted, 0)).toBe(700);
    expect(await testApp.db.select().from(webhookDelivery)).toEqual([]);
    expect(await prune()).toEqual({ deleted: 0 });
  });
});
