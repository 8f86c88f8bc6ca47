import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { claimKit, completeQuest, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import type { WebhookEndpointInput } from '#shared/schemas/webhooks.ts';
import { pino } from 'pino';
import { createWebhookDeliverer } from './webhook-deliverer.ts';

const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...options: Parameters<typeof startWebhookReceiver>) {
  const started = await startWebhookReceiver(...options);
  receivers.push(started);
  return started;
}

/** A staff member and the app, with webhooks allowed to reach this machine's receiver. */
async function setUp(options: { timeoutMs?: number } = {}) {
  const testApp = await createTestApp({
    webhooks: { allowsLoopback: true, timeoutMs: options.timeoutMs },
  });
  const staff = await createStaff(testApp);
  return { testApp, staff, api: apiAs(testApp, staff.cookie) };
}

async function addEndpoint(testApp: TestApp, cookie: string, input: WebhookEndpointInput) {
  const response = await apiAs(testApp, cookie).admin.webhooks.$post({ json: input });
  expect(response.status).toBe(201);
  return response.json();
}

const parsed = (body: string) =>
  JSON.parse(body) as { type: string; data: Record<string, unknown> };

describe('webhook endpoints', () => {
  it('delivers quest.completed signed per Standard Webhooks, without answers unless chosen', async () => {
    const { testApp, staff } = await setUp();
    const plain = await receiver();
    const withAnswers = await receiver([], { includesAnswers: true });
    const first = await addEndpoint(testApp, staff.cookie, {
      url: plain.url,
      eventTypes: ['quest.completed'],
    });
    const second = await addEndpoint(testApp, staff.cookie, {
      url: withAnswers.url,
      eventTypes: ['quest.completed'],
      includesAnswers: true,
    });
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // The secret is shown once: no later answer carries it.
    const listResponse = await apiAs(testApp, staff.cookie).admin.webhooks.$get();
    expect(listResponse.status).toBe(200);
    const listed = await listResponse.text();
    expect(JSON.parse(listed).endpoints).toHaveLength(2);
    expect(listed).not.toContain(first.secret);
    expect(listed).not.toContain(first.secret.slice(6));

    const creator = await createUser(testApp);
    expect(
      (await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'My story')).status,
    ).toBe(200);
    await testApp.webhooks.deliverDue();

    expect(plain.received).toHaveLength(1);
    const message = plain.received[0]!;
    const verified = new Webhook(first.secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({
      type: 'quest.completed',
      data: { creatorId: creator.id, questId: 'r1-origin-story', realmId: 1 },
    });
    expect(message.body).not.toContain('My story');
    // The other endpoint's secret does not verify this one's message.
    expect(() =>
      new Webhook(second.secret).verify(message.body, {
        'webhook-id': String(message.headers['webhook-id']),
        'webhook-timestamp': String(message.headers['webhook-timestamp']),
        'webhook-signature': String(message.headers['webhook-signature']),
      }),
    ).toThrow();

    expect(withAnswers.received).toHaveLength(1);
    expect(parsed(withAnswers.received[0]!.body).data).toMatchObject({ answer: 'My story' });
    // One event, one webhook-id, whichever endpoint receives it.
    expect(withAnswers.received[0]!.headers['webhook-id']).toBe(message.headers['webhook-id']);
  });

  it('writes every subscribed programme event, and nothing for events not chosen', async () => {
    const { testApp, staff } = await setUp();
    const all = await receiver();
    const onlyKits = await receiver();
    await addEndpoint(testApp, staff.cookie, {
      url: all.url,
      eventTypes: [
        'creator.signed_up',
        'quest.completed',
        'realm.completed',
        'kit.claimed',
        'kit.status_changed',
        'checkin.created',
      ],
    });
    await addEndpoint(testApp, staff.cookie, { url: onlyKits.url, eventTypes: ['kit.claimed'] });
    const creator = await createUser(testApp, { name: 'Ada' });
    await finishRealmTasks(testApp, creator.cookie, 1);
    const claim = await (await claimKit(testApp, creator.cookie, 1)).json();
    await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'A good day' } });
    const moved = await apiAs(testApp, staff.cookie).admin.claims[':claimId'].status.$post({
      param: { claimId: String((claim as { claim: { id: number } }).claim.id) },
      json: { status: 'packed' },
    });
    expect(moved.status).toBe(200);
    await testApp.webhooks.deliverDue();

    const types = all.received.map((message) => message.type);
    expect(types[0]).toBe('creator.signed_up');
    expect(parsed(all.received[0]!.body).data).toMatchObject({
      creatorId: creator.id,
      name: 'Ada',
    });
    expect(types.filter((type) => type === 'quest.completed').length).toBeGreaterThan(1);
    // In the order they happened: the creator's events are one ordered stream.
    expect(types.slice(-4)).toEqual([
      'realm.completed',
      'kit.claimed',
      'checkin.created',
      'kit.status_changed',
    ]);
    expect(parsed(all.received.at(-1)!.body).data).toMatchObject({
      previousStatus: 'pending',
      status: 'packed',
    });
    expect(all.received.map((message) => message.body).join()).not.toContain('A good day');
    expect(onlyKits.received.map((message) => message.type)).toEqual(['kit.claimed']);
  });

  it('retries a failing endpoint with backoff, in order per creator, and gives up after 24 hours', async () => {
    const { testApp, staff, api } = await setUp();
    const flaky = await receiver([500]);
    const { endpoint } = await addEndpoint(testApp, staff.cookie, {
      url: flaky.url,
      eventTypes: ['quest.completed'],
    });
    const ada = await createUser(testApp);
    const grace = await createUser(testApp);
    for (const [who, questId] of [
      [ada, 'r1-origin-story'],
      [ada, 'r1-idea-storm'],
      [grace, 'r1-origin-story'],
    ] as const) {
      expect((await completeQuest(testApp, who.cookie, questId, 'words')).status).toBe(200);
    }

    const start = new Date();
    await testApp.webhooks.deliverDue(start);
    // Ada's first failed and holds her second back; Grace's went through.
    expect(flaky.received.map((message) => parsed(message.body).data.creatorId)).toEqual([
      ada.id,
      grace.id,
    ]);
    const log = await (
      await api.admin.webhooks[':endpointId'].deliveries.$get({
        param: { endpointId: endpoint.id },
        query: {},
      })
    ).json();
    const failed = log.deliveries.find((delivery) => delivery.lastStatusCode === 500)!;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBe('The endpoint answered 500.');
    expect(new Date(failed.nextAttemptAt!).getTime() - start.getTime()).toBe(30_000);

    // Not due yet: nothing is sent.
    await testApp.webhooks.deliverDue(new Date(start.getTime() + 10_000));
    expect(flaky.received).toHaveLength(2);
    await testApp.webhooks.deliverDue(new Date(start.getTime() + 31_000));
    expect(flaky.received.slice(2).map((message) => parsed(message.body).data.questId)).toEqual([
      'r1-origin-story',
      'r1-idea-storm',
    ]);
    // At least once, same id: a retry carries the webhook-id of the first attempt.
    expect(flaky.received[2]!.headers['webhook-id']).toBe(flaky.received[0]!.headers['webhook-id']);

    // An endpoint failing for a day: the delivery is marked failed, and Retry sends it again.
    flaky.answerNext(500, 500);
    expect((await completeQuest(testApp, ada.cookie, 'r1-spark-reflection', 'four')).status).toBe(
      200,
    );
    await testApp.webhooks.deliverDue(new Date(start.getTime() + 40_000));
    await testApp.webhooks.deliverDue(new Date(Date.now() + 25 * 60 * 60 * 1000));
    const afterADay = await (
      await api.admin.webhooks[':endpointId'].deliveries.$get({
        param: { endpointId: endpoint.id },
        query: { status: 'failed' },
      })
    ).json();
    expect(afterADay.deliveries).toHaveLength(1);
    expect(afterADay.deliveries[0]).toMatchObject({ status: 'failed', attempts: 2 });
    const retried = await api.admin.webhooks[':endpointId'].deliveries[':deliveryId'].retry.$post({
      param: { endpointId: endpoint.id, deliveryId: String(afterADay.deliveries[0]!.id) },
    });
    expect(retried.status).toBe(202);
    await testApp.webhooks.settle();
    await testApp.webhooks.deliverDue();
    const delivered = await (
      await api.admin.webhooks[':endpointId'].deliveries.$get({
        param: { endpointId: endpoint.id },
        query: { status: 'delivered' },
      })
    ).json();
    expect(delivered.deliveries.map((delivery) => delivery.eventType)).toContain('quest.completed');
    expect(delivered.deliveries).toHaveLength(4);
    expect(delivered.deliveries[0]!.lastResponseMs).toBeGreaterThanOrEqual(0);
  });

  it('cuts a hanging endpoint off at the timeout without holding up the others', async () => {
    const { testApp, staff, api } = await setUp({ timeoutMs: 300 });
    const stuck = await receiver(['hang']);
    const healthy = await receiver();
    const { endpoint } = await addEndpoint(testApp, staff.cookie, {
      url: stuck.url,
      eventTypes: ['quest.completed'],
    });
    await addEndpoint(testApp, staff.cookie, { url: healthy.url, eventTypes: ['quest.completed'] });
    const creator = await createUser(testApp);
    await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'one');
    const startedAt = Date.now();
    await testApp.webhooks.deliverDue();
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(healthy.received).toHaveLength(1);
    const log = await (
      await api.admin.webhooks[':endpointId'].deliveries.$get({
        param: { endpointId: endpoint.id },
        query: {},
      })
    ).json();
    expect(log.deliveries[0]).toMatchObject({ status: 'pending', lastStatusCode: null });
    expect(log.deliveries[0]!.lastError).toBe('No answer within 0.3 seconds.');
  });

  it('rotates the secret: both sign for 24 hours, then only the new one', async () => {
    const start = new Date();
    let now = start;
    const testApp = await createTestApp(
      { webhooks: { allowsLoopback: true } },
      { clock: () => now },
    );
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie);
    const inbox = await receiver();
    const created = await addEndpoint(testApp, staff.cookie, {
      url: inbox.url,
      eventTypes: ['quest.completed'],
    });
    const rotated = await (
      await api.admin.webhooks[':endpointId']['rotate-secret'].$post({
        param: { endpointId: created.endpoint.id },
      })
    ).json();
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(
      new Date(start.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    );
    const verifyWith = (secret: string, index: number) => {
      const message = inbox.received[index]!;
      return new Webhook(secret).verify(message.body, {
        'webhook-id': String(message.headers['webhook-id']),
        'webhook-timestamp': String(message.headers['webhook-timestamp']),
        'webhook-signature': String(message.headers['webhook-signature']),
      });
    };
    await api.admin.webhooks[':endpointId'].test.$post({
      param: { endpointId: created.endpoint.id },
    });
    await testApp.webhooks.settle();
    expect(inbox.received[0]!.type).toBe('webhook.test');
    expect(verifyWith(rotated.secret, 0)).toBeTruthy();
    expect(verifyWith(created.secret, 0)).toBeTruthy();

    now = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    await api.admin.webhooks[':endpointId'].test.$post({
      param: { endpointId: created.endpoint.id },
    });
    await testApp.webhooks.settle();
    expect(verifyWith(rotated.secret, 1)).toBeTruthy();
    expect(() => verifyWith(created.secret, 1)).toThrow();
  });

  it('audits staff changes and removes an endpoint once under 20 parallel requests (the lock is proven on PostgreSQL)', async () => {
    const { testApp, staff, api } = await setUp();
    const inbox = await receiver();
    const { endpoint } = await addEndpoint(testApp, staff.cookie, {
      url: inbox.url,
      eventTypes: ['quest.completed'],
    });
    const changed = await api.admin.webhooks[':endpointId'].$patch({
      param: { endpointId: endpoint.id },
      json: { eventTypes: ['kit.claimed', 'realm.completed'], isEnabled: false },
    });
    expect(await changed.json()).toMatchObject({
      eventTypes: ['kit.claimed', 'realm.completed'],
      isEnabled: false,
    });
    const read = await api.admin.webhooks[':endpointId'].$get({
      param: { endpointId: endpoint.id },
    });
    expect(await read.json()).toMatchObject({ url: inbox.url, isEnabled: false });
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          (await api.admin.webhooks[':endpointId'].$delete({ param: { endpointId: endpoint.id } }))
            .status,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    expect(
      (await api.admin.webhooks[':endpointId'].$get({ param: { endpointId: endpoint.id } })).status,
    ).toBe(404);
    const trail = await (await api.admin.audit.$get({ query: {} })).json();
    expect(trail.items.map((event) => event.action)).toEqual(
      expect.arrayContaining(['webhook.create', 'webhook.change', 'webhook.delete']),
    );
  });

  it('delivers each event once when several deliverers share the database, each creator in order (the lock is proven on PostgreSQL)', async () => {
    const { testApp, staff } = await setUp();
    const inbox = await receiver();
    await addEndpoint(testApp, staff.cookie, { url: inbox.url, eventTypes: ['quest.completed'] });
    const creators = [
      await createUser(testApp),
      await createUser(testApp),
      await createUser(testApp),
    ];
    for (const questId of ['r1-origin-story', 'r1-idea-storm', 'r1-spark-reflection']) {
      for (const creator of creators)
        await completeQuest(testApp, creator.cookie, questId, 'words');
    }
    // Four servers' delivery jobs at once (on PostgreSQL, each on its own connection).
    const deliverers = Array.from({ length: 4 }, () =>
      createWebhookDeliverer({
        db: testApp.db,
        logger: pino({ level: 'silent' }),
        policy: { allowsLoopback: true },
      }),
    );
    await Promise.all(deliverers.map((deliverer) => deliverer.deliverDue()));
    const ids = inbox.received.map((message) => message.headers['webhook-id']);
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
    for (const creator of creators) {
      expect(
        inbox.received
          .map((message) => parsed(message.body).data)
          .filter((data) => data.creatorId === creator.id)
          .map((data) => data.questId),
      ).toEqual(['r1-origin-story', 'r1-idea-storm', 'r1-spark-reflection']);
    }
  });
});
