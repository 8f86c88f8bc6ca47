import { describe, expect, it } from 'vitest';
import {
  confirmEmail,
  cookieFrom,
  createUser,
  DEFAULT_PASSWORD,
  linkIn,
  postJson,
  signIn,
  uniqueEmail,
} from '#testing/auth-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';

function getMe(testApp: TestApp, cookie?: string) {
  return apiAs(testApp, cookie).me.$get();
}

describe('email and password accounts', () => {
  it('signs a creator up, keeps them signed in, and signs them out', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp, { name: 'Maya Rivera' });

    const me = await getMe(testApp, creator.cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: {
        id: creator.id,
        email: creator.email,
        name: 'Maya Rivera',
        image: null,
        emailVerified: false,
        timeZone: 'UTC',
        timeZoneFollowsDevice: true,
      },
      isStaff: false,
      staffRoles: [],
      permissions: [],
    });

    const signOut = await postJson(
      testApp.app,
      '/api/auth/sign-out',
      {},
      { cookie: creator.cookie },
    );
    expect(signOut.status).toBe(200);
    expect((await getMe(testApp, creator.cookie)).status).toBe(401);
  });

  it('signs in with the right password and refuses the wrong one', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);

    const good = await signIn(testApp, { email: creator.email, password: DEFAULT_PASSWORD });
    expect(good.status).toBe(200);
    expect((await getMe(testApp, cookieFrom(good))).status).toBe(200);

    const bad = await signIn(testApp, { email: creator.email, password: 'not-the-password-1' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('refuses a weak password with the reasons and creates nothing', async () => {
    const testApp = await createTestApp();
    const email = uniqueEmail();
    const response = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email,
      password: 'short',
      name: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'WEAK_PASSWORD',
      message: 'Choose a stronger password: use at least 8 characters; mix letters and numbers.',
    });
    expect((await signIn(testApp, { email, password: 'short' })).status).toBe(401);
  });

  it('tells the sign-in screen which providers exist', async () => {
    const none = await createTestApp();
    expect(await (await none.app.request('/api/auth/providers')).json()).toEqual({
      providers: [],
      oidcName: null,
      requireEmailVerification: false,
    });
    const some = await createTestApp({ github: { clientId: 'id', clientSecret: 'secret' } });
    expect(await (await some.app.request('/api/auth/providers')).json()).toMatchObject({
      providers: ['github'],
    });
  });
});

describe('email verification', () => {
  it('answers sign-up alike whether or not the address has an account', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    const existing = await createUser(testApp);
    const signUpAs = (email: string) =>
      postJson(testApp.app, '/api/auth/sign-up/email', {
        email,
        password: DEFAULT_PASSWORD,
        name: 'Maya',
        callbackURL: '/',
      });
    const known = await signUpAs(existing.email);
    const fresh = await signUpAs(uniqueEmail());
    expect(known.status).toBe(fresh.status);
    expect(cookieFrom(known)).toBe(cookieFrom(fresh));
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      userFields: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(shape(await known.json())).toEqual(shape(await fresh.json()));
  });

  it('requires a confirmed email before signing in when enabled', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    const email = uniqueEmail();
    const signUp = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email,
      password: DEFAULT_PASSWORD,
      name: '',
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    expect(cookieFrom(signUp)).not.toContain('session_token');

    const refused = await signIn(testApp, { email, password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    await testApp.outbox.settle();
    // One link at sign-up, a fresh one after the refused sign-in.
    expect(testApp.inbox.filter((sent) => sent.to === email)).toHaveLength(2);
    const email1 = testApp.inbox.findLast((sent) => sent.to === email);
    expect(email1?.subject).toBe('Confirm your email for Emberpath');
    const link = new URL(linkIn(email1!.text));
    expect(link.origin).toBe(TEST_APP_URL);
    // The link opens the page that asks for the account's password too (decision 006).
    expect(link.pathname).toBe('/auth/confirm-email');

    const verified = await confirmEmail(testApp, email, { password: DEFAULT_PASSWORD });
    expect(verified.status).toBe(200);
    const me = await getMe(testApp, cookieFrom(verified));
    expect(await me.json()).toMatchObject({ user: { email, emailVerified: true } });
  });

  it('signs in at once when verification is not required', async () => {
    const testApp = await createTestApp({ requireEmailVerification: false });
    const creator = await createUser(testApp);
    expect((await getMe(testApp, creator.cookie)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('emails a link that sets a new password and ends old sessions', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);

    const request = await postJson(testApp.app, '/api/auth/request-password-reset', {
      email: creator.email,
      redirectTo: '/auth/reset-password',
    });
    expect(request.status).toBe(200);
    await testApp.outbox.settle();
    const resetEmail = testApp.inbox.find(
      (sent) => sent.subject === 'Reset your Emberpath password',
    );
    expect(resetEmail?.to).toBe(creator.email);

    const link = new URL(linkIn(resetEmail!.text));
    const landing = await testApp.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, TEST_APP_URL);
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;

    const weak = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: 'aaaaaaaa',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });

    const reset = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: 'a-new-flame-42',
    });
    expect(reset.status).toBe(200);
    expect((await getMe(testApp, creator.cookie)).status).toBe(401);
    expect(
      (await signIn(testApp, { email: creator.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await signIn(testApp, { email: creator.email, password: 'a-new-flame-42' })).status,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const testApp = await createTestApp();
    const response = await postJson(testApp.app, '/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(response.status).toBe(200);
    await testApp.outbox.settle();
    expect(testApp.inbox).toEqual([]);
  });
});

describe('rate limits', () => {
  it('answers a path better-auth does not know with a JSON 404 in the app’s shape', async () => {
    const testApp = await createTestApp();
    for (const [method, path] of [
      ['GET', '/api/auth/no-such-endpoint'],
      ['POST', '/api/auth/providers'],
    ] as const) {
      const response = await testApp.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'We could not find that.' },
      });
    }
  });

  it('answers 429 after too many sign-in attempts from one address', async () => {
    const testApp = await createTestApp({ rateLimitEnabled: true, trustProxy: true });
    const creator = await createUser(testApp);
    const fromOneAddress = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    // A different account each time, so only the limit per address (not per account) applies.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await signIn(
        testApp,
        { email: uniqueEmail(), password: 'wrong-password-1' },
        fromOneAddress,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const limited = await signIn(
      testApp,
      { email: uniqueEmail(), password: 'wrong-password-1' },
      fromOneAddress,
    );
    const retryAfter = Number(limited.headers.get('x-retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // The words say how long to wait, in the standard header too.
    expect(limited.headers.get('retry-after')).toBe(String(retryAfter));
    const { error } = (await limited.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ (second|seconds|minute|minutes)\.$/,
    );

    const otherAddress = await signIn(
      testApp,
      { email: creator.email, password: DEFAULT_PASSWORD },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(otherAddress.status).toBe(200);
  });
});
