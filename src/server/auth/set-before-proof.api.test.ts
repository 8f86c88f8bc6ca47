import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { cookieFrom, createUser, postJson, signIn, tokenFromInbox } from '#testing/auth-helpers.ts';
import { samplePhoto, uploadAvatar } from '#testing/profile-helpers.ts';
import type { PushEndpoint } from '#testing/push-endpoint.ts';
import { createReminderTestApp } from '#testing/reminder-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { listCreatorTables } from '../features/account/creator-tables.ts';
import { holderCredentials } from './holder-credentials.ts';

const OWNER_ADDRESS = 'maya@example.com';
const ATTACKER_PASSWORD = 'squatter-pass-77';
const OWNER_PASSWORD = 'owner-flame-2026';
const WAY_IN_SUBJECT = 'Your Emberpath account: choose your password';

let pushEndpoint: PushEndpoint | undefined;
afterEach(async () => {
  await pushEndpoint?.close();
  pushEndpoint = undefined;
});

/** How many rows of each credential the list clears still name the account. */
async function credentialRowsOf(testApp: TestApp, userId: string) {
  const creatorTables = listCreatorTables();
  const counts: Record<string, number> = {};
  for (const credential of holderCredentials) {
    if (!('clear' in credential)) continue;
    const entry = creatorTables.find((table) => table.table === credential.table)!;
    const rows = await testApp.db
      .select()
      .from(credential.table)
      .where(eq(entry.idColumns[0] as PgColumn, userId));
    counts[entry.name] = rows.length;
  }
  return counts;
}

async function accountSecuredNotices(testApp: TestApp, cookie: string) {
  const { notifications } = await (await apiAs(testApp, cookie).notifications.$get()).json();
  return notifications.filter((item) => item.kind === 'account-secured');
}

async function resetPasswordThroughEmail(testApp: TestApp, email: string, newPassword: string) {
  await postJson(testApp.app, '/api/auth/request-password-reset', {
    email,
    redirectTo: '/auth/reset-password',
  });
  await testApp.outbox.settle();
  const sent = testApp.inbox.findLast(
    (mail) => mail.to === email && mail.subject === 'Reset your Emberpath password',
  );
  const token = /reset-password\/([^?\s]+)/.exec(sent!.text)![1]!;
  return postJson(testApp.app, '/api/auth/reset-password', { token, newPassword });
}

describe('what a proof of the address leaves of the holder before it (decisions 006, 033)', () => {
  it('cuts off the feed and push a pre-registering holder set up, clears their shipping address, and shows the owner the rest', async () => {
    const setup = await createReminderTestApp(new Date());
    pushEndpoint = setup.pushEndpoint;
    const { testApp } = setup;
    // Verification off (the default without SMTP): the squatter is in at once.
    const squatted = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: OWNER_ADDRESS,
      password: ATTACKER_PASSWORD,
      name: 'Not Maya',
    });
    const attacker = apiAs(testApp, cookieFrom(squatted));
    const { user } = (await squatted.json()) as { user: { id: string } };
    await attacker.profile.$put({
      json: { name: 'Not Maya', bio: 'Squatting', links: ['https://squat.example'] },
    });
    expect(
      (
        await uploadAvatar(
          testApp,
          cookieFrom(squatted),
          await samplePhoto({ width: 32, height: 32 }),
        )
      ).status,
    ).toBe(200);
    await attacker.profile['shipping-address'].$put({
      json: {
        name: 'Not Maya',
        address: '1 Drop Box',
        city: 'Elsewhere',
        state: 'NV',
        zipCode: '89001',
      },
    });
    await attacker.profile['time-zone'].$put({
      json: { timeZone: 'Asia/Tokyo', followsDevice: false },
    });
    await attacker.buddies.visibility.$put({ json: { isFindable: true } });
    const feed = await (
      await attacker['calendar-feed'].$put({ json: { isNewAddress: false } })
    ).json();
    const subscribed = await attacker.push.subscriptions.$post({
      json: pushEndpoint.subscribe('attacker-phone'),
    });
    expect(subscribed.status).toBe(201);
    const feedPath = new URL(feed.httpsUrl!).pathname;
    expect((await testApp.app.request(feedPath)).status).toBe(200);

    // The owner's sign-up is refused and emails them a way in: a new password proves the address.
    await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: OWNER_ADDRESS,
      password: OWNER_PASSWORD,
      name: '',
    });
    const token = await tokenFromInbox(testApp, OWNER_ADDRESS, WAY_IN_SUBJECT);
    const reset = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: OWNER_PASSWORD,
    });
    expect(reset.status).toBe(200);

    expect((await testApp.app.request(feedPath)).status).toBe(404);
    expect(await credentialRowsOf(testApp, user.id)).toEqual({
      session: 0,
      push_subscription: 0,
      calendar_feed: 0,
      api_key: 0,
    });

    const ownerCookie = cookieFrom(
      await signIn(testApp, { email: OWNER_ADDRESS, password: OWNER_PASSWORD }),
    );
    const owner = apiAs(testApp, ownerCookie);
    expect(await (await owner.profile['shipping-address'].$get()).json()).toMatchObject({
      address: '',
      updatedAt: null,
    });
    expect(await accountSecuredNotices(testApp, ownerCookie)).toEqual([
      expect.objectContaining({
        title: 'Set before your address was confirmed',
        body:
          'Before your address was confirmed, this account already had a display name, a bio, links, ' +
          'a picture, a time zone chosen by hand and a listing in Find a Realm Buddy. If you did not ' +
          'set them, clear them in one tap. To keep the account yours alone, the shipping address, ' +
          'push reminders to 1 device and the calendar address were removed: set them up again in ' +
          'Settings if they were yours.',
        actionPath: '/profile/edit?review=before-proof',
      }),
    ]);

    // The one tap.
    const cleared = await owner.profile.$delete();
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ name: '', bio: '', links: [], hasAvatar: false });
    expect((await (await owner.me.$get()).json()).user).toMatchObject({
      image: null,
      timeZoneFollowsDevice: true,
    });
    expect(await (await owner.buddies.overview.$get()).json()).toMatchObject({
      isFindable: false,
    });
  });

  it('cuts off the same at a proven account’s password reset, says so, and leaves its profile alone', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    // Confirmed with the password just chosen: a proof that finds nothing to cut off, and says nothing.
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    const api = apiAs(testApp, creator.cookie);
    await api.profile['shipping-address'].$put({
      json: {
        name: 'Maya Rivera',
        address: '12 Ember Lane',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
      },
    });
    await api['calendar-feed'].$put({ json: { isNewAddress: false } });
    expect(await accountSecuredNotices(testApp, creator.cookie)).toEqual([]);

    const reset = await resetPasswordThroughEmail(testApp, creator.email, OWNER_PASSWORD);
    expect(reset.status).toBe(200);

    const cookie = cookieFrom(
      await signIn(testApp, { email: creator.email, password: OWNER_PASSWORD }),
    );
    const owner = apiAs(testApp, cookie);
    expect(await (await owner['calendar-feed'].$get()).json()).toMatchObject({ isEnabled: false });
    expect(await (await owner.profile['shipping-address'].$get()).json()).toMatchObject({
      address: '12 Ember Lane',
    });
    expect(await (await owner.profile.$get()).json()).toMatchObject({ name: 'Maya Rivera' });
    expect(await accountSecuredNotices(testApp, cookie)).toEqual([
      expect.objectContaining({
        title: 'Your account is yours alone',
        body:
          'To keep the account yours alone, the calendar address was removed: set it up again in ' +
          'Settings if it was yours.',
        actionPath: '/profile/settings',
      }),
    ]);
  });
});
