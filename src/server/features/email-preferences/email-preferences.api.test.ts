import { afterEach, describe, expect, it } from 'vitest';
import { optionalEmailKinds } from '#shared/rules/email-kinds.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import type { PushEndpoint } from '#testing/push-endpoint.ts';
import {
  createReminderTestApp,
  reminderEmailsTo,
  turnOnReminder,
} from '#testing/reminder-helpers.ts';
import { TEST_APP_URL, type TestApp } from '#testing/test-app.ts';

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

/** A creator who got one reminder email, and the unsubscribe addresses it carries. */
async function creatorWithReminderEmail() {
  const setup = await setUp();
  const { testApp, tickAt } = setup;
  const creator = await createUser(testApp, { timeZone: 'America/New_York' });
  await turnOnReminder(testApp, creator.cookie);
  await tickAt('2026-03-10T23:00:00Z');
  const [email] = reminderEmailsTo(testApp, creator.email);
  const oneClick = /^<(.+)>$/.exec(email!.headers!['List-Unsubscribe']!)![1]!;
  const page = /(http\S+\/unsubscribe\?token=\S+)/.exec(email!.text)![1]!;
  return { ...setup, creator, oneClick, page, token: new URL(page).searchParams.get('token')! };
}

const preferencesOf = async (testApp: TestApp, cookie: string) =>
  (await (await apiAs(testApp, cookie)['email-preferences'].$get()).json()).preferences;

describe('one-click unsubscribe links', () => {
  it('unsubscribes with the RFC 8058 POST, no sign-in, and later reminders come without email', async () => {
    const { testApp, creator, oneClick, tickAt } = await creatorWithReminderEmail();
    expect(oneClick.startsWith(`${TEST_APP_URL}/api/unsubscribe?token=`)).toBe(true);

    // What a mail provider sends: a form body, no cookie, no Origin.
    const response = await testApp.app.request(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: creator.email.toLowerCase(),
      kind: 'checkin-reminder',
      label: 'Daily check-in reminders',
    });
    // Again is harmless.
    expect((await testApp.app.request(oneClick, { method: 'POST' })).status).toBe(200);

    await tickAt('2026-03-11T23:00:00Z');
    expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(1);
    const preferences = await preferencesOf(testApp, creator.cookie);
    expect(preferences).toContainEqual({
      kind: 'checkin-reminder',
      label: 'Daily check-in reminders',
      isEnabled: false,
    });
    expect(preferences).toContainEqual(
      expect.objectContaining({ kind: 'streak-at-risk', isEnabled: true }),
    );
  });

  it('shows a confirmation page for the link in the text, and describes it without signing in', async () => {
    const { testApp, creator, oneClick, page, token } = await creatorWithReminderEmail();
    expect(page.startsWith(`${TEST_APP_URL}/unsubscribe?token=`)).toBe(true);

    // A mail client that cannot POST opens the List-Unsubscribe address: it lands on the page.
    const opened = await testApp.app.request(oneClick);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);

    const visitor = apiAs(testApp).unsubscribe;
    const details = await visitor.details.$get({ query: { token } });
    expect(await details.json()).toEqual({
      email: creator.email.toLowerCase(),
      kind: 'checkin-reminder',
      label: 'Daily check-in reminders',
      isUnsubscribed: false,
    });
    expect((await visitor.$post({ query: { token } })).status).toBe(200);
    expect(await (await visitor.details.$get({ query: { token } })).json()).toMatchObject({
      isUnsubscribed: true,
    });

    // "Unsubscribed by mistake?": the same link undoes it.
    expect((await visitor.$delete({ query: { token } })).status).toBe(200);
    expect(await (await visitor.details.$get({ query: { token } })).json()).toMatchObject({
      isUnsubscribed: false,
    });
  });

  it('refuses a forged or altered link with 404 and changes nothing', async () => {
    const { testApp, creator, token } = await creatorWithReminderEmail();
    const [payload, signature] = token.split('.') as [string, string];
    const otherAddress = Buffer.from(
      JSON.stringify(['someone@example.com', 'checkin-reminder']),
    ).toString('base64url');
    const visitor = apiAs(testApp).unsubscribe;
    for (const forged of [
      `${otherAddress}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      payload,
      'nonsense',
    ]) {
      const refused = await visitor.$post({ query: { token: forged } });
      expect(refused.status, forged).toBe(404);
      expect(await refused.json()).toMatchObject({ error: { title: 'Link Not Valid' } });
      expect((await visitor.details.$get({ query: { token: forged } })).status).toBe(404);
      expect((await visitor.$delete({ query: { token: forged } })).status).toBe(404);
    }
    expect((await visitor.$post({ query: { token: 'x'.repeat(1001) } })).status).toBe(422);
    expect(await preferencesOf(testApp, creator.cookie)).toContainEqual(
      expect.objectContaining({ kind: 'checkin-reminder', isEnabled: true }),
    );
  });
});

describe('email preferences in settings', () => {
  it('turn each kind off and on again; staff-only kinds are for staff', async () => {
    const { testApp } = await setUp();
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, creator.cookie)['email-preferences'];
    const kindsOf = async (cookie: string) =>
      (await preferencesOf(testApp, cookie)).map((entry) => entry.kind);
    const forEveryone = optionalEmailKinds.filter((entry) => !entry.isStaffOnly);
    expect(await kindsOf(creator.cookie)).toEqual(forEveryone.map((entry) => entry.kind));
    expect(await kindsOf(creator.cookie)).toEqual(
      expect.arrayContaining(['checkin-reminder', 'streak-at-risk']),
    );
    expect(await kindsOf(staff.cookie)).toEqual(optionalEmailKinds.map((entry) => entry.kind));
    expect(await kindsOf(staff.cookie)).toContain('kit-claim');

    const off = await api.$put({ json: { kind: 'streak-at-risk', isEnabled: false } });
    expect((await off.json()).preferences).toContainEqual(
      expect.objectContaining({ kind: 'streak-at-risk', isEnabled: false }),
    );
    const on = await api.$put({ json: { kind: 'streak-at-risk', isEnabled: true } });
    expect((await on.json()).preferences).toContainEqual(
      expect.objectContaining({ kind: 'streak-at-risk', isEnabled: true }),
    );
    expect((await api.$put({ json: { kind: 'kit-claim', isEnabled: false } })).status).toBe(404);
    const unknown = await testApp.app.request('/api/email-preferences', {
      method: 'PUT',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'password-reset', isEnabled: false }),
    });
    expect(unknown.status).toBe(422);
  });
});
