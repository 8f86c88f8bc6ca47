import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pushSubscription } from '#server/db/schema/reminders.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import type { PushEndpoint } from '#testing/push-endpoint.ts';
import { createReminderTestApp, turnOnReminder } from '#testing/reminder-helpers.ts';
import { isAllowedPushEndpoint } from './push.service.ts';

let endpoint: PushEndpoint | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});

async function setUp() {
  const setup = await createReminderTestApp(new Date('2026-03-10T13:00:00Z'));
  endpoint = setup.pushEndpoint;
  return setup;
}

const subscriptionsOf = (setup: Awaited<ReturnType<typeof setUp>>, userId: string) =>
  setup.testApp.db
    .select({ endpoint: pushSubscription.endpoint })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId));

describe('push subscriptions', () => {
  it('hands out the VAPID public key and keeps each browser’s subscription', async () => {
    const setup = await setUp();
    const { testApp, pushEndpoint } = setup;
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie).push;
    expect(await (await api['public-key'].$get()).json()).toEqual({
      publicKey: testApp.config.push.publicKey,
    });

    const phone = pushEndpoint.subscribe('phone');
    const created = await api.subscriptions.$post({ json: phone });
    expect(created.status).toBe(201);
    // Subscribing again (a page reload) keeps one row.
    expect((await api.subscriptions.$post({ json: phone })).status).toBe(201);
    expect(await subscriptionsOf(setup, creator.id)).toEqual([{ endpoint: phone.endpoint }]);

    const removed = await api.subscriptions.$delete({ json: { endpoint: phone.endpoint } });
    expect(await removed.json()).toEqual({ removed: 1 });
    expect(await subscriptionsOf(setup, creator.id)).toEqual([]);
  });

  it('refuses endpoints outside the known push services, and keys no browser would send', async () => {
    const { testApp, pushEndpoint } = await setUp();
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie).push;
    const phone = pushEndpoint.subscribe('phone');
    for (const endpointUrl of [
      'http://169.254.169.254/latest/meta-data',
      'https://intranet.example/push',
      'not a url',
    ]) {
      const refused = await api.subscriptions.$post({ json: { ...phone, endpoint: endpointUrl } });
      expect(refused.status, endpointUrl).toBe(422);
    }
    const badKey = await api.subscriptions.$post({
      json: { ...phone, keys: { ...phone.keys, p256dh: 'AAAA' } },
    });
    expect(badKey.status).toBe(422);
    expect(await badKey.json()).toMatchObject({ error: { title: 'Push Not Available' } });
  });

  it('lets a creator remove only their own subscription; a browser follows who subscribed it last', async () => {
    const setup = await setUp();
    const { testApp, pushEndpoint } = setup;
    const first = await createUser(testApp);
    const second = await createUser(testApp);
    const shared = pushEndpoint.subscribe('shared-laptop');
    await apiAs(testApp, first.cookie).push.subscriptions.$post({ json: shared });

    const stranger = await apiAs(testApp, second.cookie).push.subscriptions.$delete({
      json: { endpoint: shared.endpoint },
    });
    expect(await stranger.json()).toEqual({ removed: 0 });
    expect(await subscriptionsOf(setup, first.id)).toHaveLength(1);

    await apiAs(testApp, second.cookie).push.subscriptions.$post({ json: shared });
    expect(await subscriptionsOf(setup, first.id)).toHaveLength(0);
    expect(await subscriptionsOf(setup, second.id)).toHaveLength(1);
  });

  it('matches push service origins exactly, or by subdomain for a wildcard', () => {
    const allowed = ['https://fcm.googleapis.com', 'https://*.push.services.mozilla.com'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(
      isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', allowed),
    ).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/x', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.services.mozilla.com.evil/x', allowed)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', allowed)).toBe(false);
  });
});

describe('web push of reminders', () => {
  it('delivers an encrypted, VAPID-signed reminder to each browser, and drops one that is gone', async () => {
    const setup = await setUp();
    const { testApp, pushEndpoint, tickAt } = setup;
    const creator = await createUser(testApp, { timeZone: 'America/New_York' });
    const api = apiAs(testApp, creator.cookie).push;
    await api.subscriptions.$post({ json: pushEndpoint.subscribe('phone') });
    await api.subscriptions.$post({ json: pushEndpoint.subscribe('laptop') });
    await turnOnReminder(testApp, creator.cookie);

    await tickAt('2026-03-10T23:00:00Z');
    expect(pushEndpoint.problems).toEqual([]);
    expect(pushEndpoint.received.map((push) => push.browser).sort()).toEqual(['laptop', 'phone']);
    for (const push of pushEndpoint.received) {
      expect(push.payload).toEqual({
        title: 'Time for your daily check-in',
        body: expect.stringMatching(/^Today’s prompt: What is one small step/),
        url: '/',
        tag: 'checkin-reminder',
      });
      expect(push.vapid).toMatchObject({
        publicKey: testApp.config.push.publicKey,
        audience: pushEndpoint.origin,
        subject: 'mailto:no-reply@localhost',
      });
      expect(push.vapid.expiresAt * 1000).toBeGreaterThan(Date.now());
      expect(push.headers.ttl).toBe(String(12 * 60 * 60));
    }

    // The laptop's browser dropped the subscription: its push service answers 410 Gone,
    // and the subscription is deleted, so the day after only the phone is tried.
    const deliveriesTo = (browser: string) =>
      pushEndpoint.received.filter((push) => push.browser === browser).length;
    pushEndpoint.forget('laptop');
    await tickAt('2026-03-11T23:00:00Z');
    expect(await subscriptionsOf(setup, creator.id)).toHaveLength(1);
    await tickAt('2026-03-12T23:00:00Z');
    expect(deliveriesTo('phone')).toBe(3);
    expect(deliveriesTo('laptop')).toBe(2);
  });
});
