import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { addWebhookEndpoint, useWebhookReceivers } from '#testing/webhook-helpers.ts';
import { TEST_EVENTS_PER_MINUTE } from './webhook-deliveries.service.ts';

const startReceiver = useWebhookReceivers();

describe('what staff do to a webhook endpoint', () => {
  it('turns an endpoint off and on without erasing its description or stopping its answers', async () => {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'];
    const receiver = await startReceiver([], { includesAnswers: true });
    const { endpoint } = await addWebhookEndpoint(testApp, staff.cookie, receiver, {
      description: 'Our CRM',
      eventTypes: ['checkin.created'],
    });
    const param = { endpointId: endpoint.id };

    // What the console's Turn off and Turn on send: the one field.
    const off = await api.$patch({ param, json: { isEnabled: false } });
    expect(await off.json()).toMatchObject({
      isEnabled: false,
      description: 'Our CRM',
      includesAnswers: true,
    });
    expect((await api.$patch({ param, json: { isEnabled: true } })).status).toBe(200);
    expect(await (await api.$get({ param })).json()).toMatchObject({
      isEnabled: true,
      description: 'Our CRM',
      includesAnswers: true,
    });

    const creator = await createUser(testApp);
    await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'A good day' } });
    await testApp.webhooks.deliverDue();
    expect(receiver.received.map((message) => JSON.parse(message.body).data)).toEqual([
      expect.objectContaining({ response: 'A good day' }),
    ]);
  });

  it("audits 'Send test event' and answers 429 with words after a few a minute per endpoint", async () => {
    const start = new Date();
    let now = start;
    const testApp = await createTestApp(
      { webhooks: { allowsLoopback: true } },
      { clock: () => now },
    );
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie);
    const first = await addWebhookEndpoint(testApp, staff.cookie, await startReceiver(), {
      eventTypes: ['quest.completed'],
    });
    const second = await addWebhookEndpoint(testApp, staff.cookie, await startReceiver(), {
      eventTypes: ['quest.completed'],
    });
    const sendTest = (endpointId: string) =>
      api.admin.webhooks[':endpointId'].test.$post({ param: { endpointId } });

    // Pressed at once, past the limit: the presses count each other.
    const statuses = await Promise.all(
      Array.from({ length: TEST_EVENTS_PER_MINUTE + 3 }, async () => {
        return (await sendTest(first.endpoint.id)).status;
      }),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(TEST_EVENTS_PER_MINUTE);
    const refused = await sendTest(first.endpoint.id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as unknown as { error: { message: string } }).error).toEqual(
      expect.objectContaining({
        code: 'RATE_LIMITED',
        message: `This endpoint was sent ${TEST_EVENTS_PER_MINUTE} test events in the last minute. Please wait a minute before sending another.`,
      }),
    );
    // Another endpoint's limit is its own; a minute later the first takes tests again.
    expect((await sendTest(second.endpoint.id)).status).toBe(202);
    now = new Date(start.getTime() + 61_000);
    expect((await sendTest(first.endpoint.id)).status).toBe(202);
    await testApp.webhooks.settle();

    const trail = await (await api.admin.audit.$get({ query: {} })).json();
    const tests = trail.items.filter((event) => event.action === 'webhook.test');
    expect(tests).toHaveLength(TEST_EVENTS_PER_MINUTE + 2);
    expect(tests.filter((event) => event.targetId === second.endpoint.id)).toHaveLength(1);
  });

  it('logs a failed delivery with its error as words', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } }, { logger });
    const staff = await createStaff(testApp);
    const { endpoint } = await addWebhookEndpoint(
      testApp,
      staff.cookie,
      await startReceiver([500]),
      {
        eventTypes: ['quest.completed'],
      },
    );
    await apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'].test.$post({
      param: { endpointId: endpoint.id },
    });
    await testApp.webhooks.settle();
    const failed = lines.find((line) => line.msg === 'webhook delivery failed');
    expect(failed).toMatchObject({ attempts: 1, error: 'The endpoint answered 500.' });
    expect(failed).not.toHaveProperty('err');
  });
});

describe('what a webhook endpoint is held to', () => {
  async function setUp(statuses: number[] = []) {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const staff = await createStaff(testApp);
    const { endpoint } = await addWebhookEndpoint(
      testApp,
      staff.cookie,
      await startReceiver(statuses),
      { eventTypes: ['quest.completed'] },
    );
    const api = apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'];
    const sendTest = async (endpointId: string) => {
      const response = await api.test.$post({ param: { endpointId } });
      expect(response.status).toBe(202);
      await testApp.webhooks.settle();
      return (await response.json()).id;
    };
    const deliveriesOf = async (endpointId: string) =>
      (await (await api.deliveries.$get({ param: { endpointId }, query: {} })).json()).deliveries;
    return { testApp, staff, endpoint, api, sendTest, deliveriesOf };
  }

  it('counts a redirect as a failed attempt, not a delivery', async () => {
    const { endpoint, sendTest, deliveriesOf } = await setUp([302]);
    await sendTest(endpoint.id);
    expect(await deliveriesOf(endpoint.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        lastStatusCode: 302,
        lastError: 'The endpoint answered 302.',
        deliveredAt: null,
      }),
    ]);
  });

  it('retries a delivery only at its own endpoint’s address, and 404 at another’s', async () => {
    const { testApp, staff, endpoint, api, sendTest, deliveriesOf } = await setUp([500]);
    const other = await addWebhookEndpoint(testApp, staff.cookie, await startReceiver(), {
      eventTypes: ['quest.completed'],
    });
    const deliveryId = await sendTest(endpoint.id);
    const before = await deliveriesOf(endpoint.id);
    const elsewhere = await api.deliveries[':deliveryId'].retry.$post({
      param: { endpointId: other.endpoint.id, deliveryId: String(deliveryId) },
    });
    expect(elsewhere.status).toBe(404);
    expect(await deliveriesOf(endpoint.id)).toEqual(before);
    const trail = await (await apiAs(testApp, staff.cookie).admin.audit.$get({ query: {} })).json();
    expect(trail.items.map((event) => event.action)).not.toContain('webhook.retry');
  });

  it('audits a new secret', async () => {
    const { testApp, staff, endpoint, api } = await setUp();
    expect((await api['rotate-secret'].$post({ param: { endpointId: endpoint.id } })).status).toBe(
      200,
    );
    const trail = await (await apiAs(testApp, staff.cookie).admin.audit.$get({ query: {} })).json();
    expect(trail.items).toContainEqual(
      expect.objectContaining({
        action: 'webhook.rotate-secret',
        actorId: staff.id,
        targetId: endpoint.id,
      }),
    );
  });
});
