import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDelivery } from '#server/db/schema/integrations.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { addWebhookEndpoint, useWebhookReceivers } from '#testing/webhook-helpers.ts';
import type { ResolvedAddress } from './webhook-address.ts';
import { MAX_SENDS_PER_ENDPOINT } from './webhook-deliverer.ts';

const startReceiver = useWebhookReceivers();
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

describe('when webhooks are sent', () => {
  it('connects to the address it checked: one lookup per attempt, through the check', async () => {
    const receiver = await startReceiver([500]);
    const lookups: string[] = [];
    // A name no DNS answers: only the checked lookup can take the request to the receiver.
    const resolveHost = async (host: string): Promise<ResolvedAddress[]> => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const start = new Date();
    const testApp = await createTestApp(
      { webhooks: { allowsLoopback: true } },
      { resolveHost, clock: () => start },
    );
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie).admin.webhooks;
    const created = await api.$post({
      json: { url: `http://hooks.invalid:${receiver.port}/in`, eventTypes: ['quest.completed'] },
    });
    expect(created.status).toBe(201);
    const { endpoint } = await created.json();
    expect(lookups).toEqual(['hooks.invalid']);

    await api[':endpointId'].test.$post({ param: { endpointId: endpoint.id } });
    await testApp.webhooks.settle();
    expect(receiver.received).toHaveLength(1);
    expect(lookups).toHaveLength(2);
    await testApp.webhooks.deliverDue(new Date(start.getTime() + 31 * SECOND));
    expect(receiver.received).toHaveLength(2);
    expect(lookups).toHaveLength(3);
    const log = await (
      await api[':endpointId'].deliveries.$get({ param: { endpointId: endpoint.id }, query: {} })
    ).json();
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('backs off doubling from 30 s to at most an hour, and Retry gives 24 hours more', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    let now = start;
    const testApp = await createTestApp(
      { webhooks: { allowsLoopback: true } },
      { clock: () => now },
    );
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'];
    const receiver = await startReceiver(Array(20).fill(500));
    const { endpoint } = await addWebhookEndpoint(testApp, staff.cookie, receiver, {
      eventTypes: ['quest.completed'],
    });
    const param = { endpointId: endpoint.id };
    const latest = async () =>
      (await (await api.deliveries.$get({ param, query: {} })).json()).deliveries[0]!;

    expect((await api.test.$post({ param })).status).toBe(202);
    await testApp.webhooks.settle();
    const gaps: number[] = [];
    let attemptAt = start;
    for (let attempt = 1; attempt <= 9; attempt++) {
      if (attempt > 1) await testApp.webhooks.deliverDue(attemptAt);
      const delivery = await latest();
      expect(delivery).toMatchObject({ status: 'pending', attempts: attempt });
      const next = new Date(delivery.nextAttemptAt!);
      gaps.push((next.getTime() - attemptAt.getTime()) / SECOND);
      attemptAt = next;
    }
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);

    await testApp.webhooks.deliverDue(new Date(start.getTime() + 25 * HOUR));
    const failed = await latest();
    expect(failed.status).toBe('failed');

    now = new Date(start.getTime() + 30 * HOUR);
    const retried = await api.deliveries[':deliveryId'].retry.$post({
      param: { ...param, deliveryId: String(failed.id) },
    });
    expect(retried.status).toBe(202);
    await testApp.webhooks.settle();
    const [row] = await testApp.db
      .select({ giveUpAt: webhookDelivery.giveUpAt })
      .from(webhookDelivery)
      .where(eq(webhookDelivery.id, failed.id));
    expect(row!.giveUpAt.getTime() - now.getTime()).toBe(24 * HOUR);
    // Still tried a minute before those 24 hours end; failed at the first try after.
    await testApp.webhooks.deliverDue(new Date(now.getTime() + 24 * HOUR - 60 * SECOND));
    expect(await latest()).toMatchObject({ status: 'pending' });
    await testApp.webhooks.deliverDue(new Date(now.getTime() + 25 * HOUR));
    expect(await latest()).toMatchObject({ status: 'failed' });
  });

  it('keeps sending to other endpoints while one never answers, a few at a time to it', async () => {
    const timeoutMs = 3000;
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true, timeoutMs } });
    const staff = await createStaff(testApp);
    const creators = 6;
    const stuck = await startReceiver(Array(creators).fill('hang'));
    const healthy = await startReceiver();
    for (const receiver of [stuck, healthy]) {
      await addWebhookEndpoint(testApp, staff.cookie, receiver, {
        eventTypes: ['quest.completed'],
      });
    }
    for (let index = 0; index < creators; index++) {
      const creator = await createUser(testApp);
      for (const questId of ['r1-origin-story', 'r1-idea-storm']) {
        expect((await completeQuest(testApp, creator.cookie, questId, 'words')).status).toBe(200);
      }
    }

    const startedAt = Date.now();
    const pass = testApp.webhooks.deliverDue();
    while (healthy.received.length < 2 * creators && Date.now() - startedAt < 3 * timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Every message of the healthy endpoint, each creator's second after their first, well
    // before a single one of the stuck endpoint's sends has timed out.
    expect(healthy.received).toHaveLength(2 * creators);
    expect(Date.now() - startedAt).toBeLessThan(timeoutMs - 1000);
    expect(stuck.received).toHaveLength(MAX_SENDS_PER_ENDPOINT);
    await pass;
    expect(stuck.received).toHaveLength(creators);
  });
});
