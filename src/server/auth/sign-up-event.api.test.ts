import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, cookieFrom, createStaff, postJson } from '#testing/auth-helpers.ts';
import { freePort } from '#testing/server-process.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { addWebhookEndpoint, useWebhookReceivers } from '#testing/webhook-helpers.ts';

const startReceiver = useWebhookReceivers();
const PASSWORD = 'ember-path-2026';

/** A real OpenID Connect provider on a local port, vouching for its person's address. */
let provider: OAuth2Server;
const providerPerson = { sub: 'noor-1', email: 'noor@example.com', name: 'Noor Haddad' };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, providerPerson, { email_verified: true });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...providerPerson, email_verified: true };
  });
});

afterAll(async () => {
  await provider.stop();
});

async function setUp(requireEmailVerification: boolean) {
  const testApp = await createTestApp({
    requireEmailVerification,
    webhooks: { allowsLoopback: true },
    oidc: {
      discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration`,
      clientId: 'emberpath-test',
      clientSecret: 'test-secret',
      name: 'Emberpath ID',
    },
  });
  const staff = await createStaff(testApp);
  const receiver = await startReceiver();
  await addWebhookEndpoint(testApp, staff.cookie, receiver, { eventTypes: ['creator.signed_up'] });
  /** The sign-ups announced since the last look, by address. */
  const announced = async () => {
    await testApp.webhooks.deliverDue();
    return receiver.received
      .splice(0)
      .map((message) => (JSON.parse(message.body) as { data: { email: string } }).data.email);
  };
  return { testApp, announced };
}

function signUp(testApp: TestApp, email: string) {
  return postJson(testApp.app, '/api/auth/sign-up/email', { email, password: PASSWORD, name: '' });
}

async function resetPassword(testApp: TestApp, email: string, newPassword: string) {
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

/** Signs in through the provider, as the browser's round trip does. */
async function signInWithProvider(testApp: TestApp) {
  const start = await postJson(testApp.app, '/api/auth/sign-in/social', {
    provider: 'oidc',
    callbackURL: '/',
  });
  const { url } = (await start.json()) as { url: string };
  const callback = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const back = await testApp.app.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: cookieFrom(start) },
  });
  expect(back.status).toBe(302);
}

describe('creator.signed_up', () => {
  it('waits for the address to be proven when verification is on, and is sent once', async () => {
    const { testApp, announced } = await setUp(true);
    // Anyone can type anyone's address: nothing is announced for it yet.
    expect((await signUp(testApp, 'lead@example.com')).status).toBe(200);
    expect((await signUp(testApp, 'later@example.com')).status).toBe(200);
    expect(await announced()).toEqual([]);

    expect((await confirmEmail(testApp, 'lead@example.com', { password: PASSWORD })).status).toBe(
      200,
    );
    expect(await announced()).toEqual(['lead@example.com']);
    // A new password through the emailed link proves the address too: first time for the one.
    expect((await resetPassword(testApp, 'later@example.com', 'a-new-flame-42')).status).toBe(200);
    expect((await resetPassword(testApp, 'lead@example.com', 'a-new-flame-43')).status).toBe(200);
    expect(await announced()).toEqual(['later@example.com']);

    // A provider that vouches for the address: announced as the account is made, once.
    await signInWithProvider(testApp);
    await signInWithProvider(testApp);
    expect(await announced()).toEqual(['noor@example.com']);
  });

  it('is sent at sign-up when verification is off, and not again at a later proof', async () => {
    const { testApp, announced } = await setUp(false);
    expect((await signUp(testApp, 'ada@example.com')).status).toBe(200);
    expect(await announced()).toEqual(['ada@example.com']);
    expect((await confirmEmail(testApp, 'ada@example.com', { password: PASSWORD })).status).toBe(
      200,
    );
    expect(await announced()).toEqual([]);
  });
});
