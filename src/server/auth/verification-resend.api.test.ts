import { describe, expect, it } from 'vitest';
import { RESENDS_PER_ADDRESS } from './verification-resend-limit.ts';
import { createUser, DEFAULT_PASSWORD, postJson, uniqueEmail } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const RESEND_PATH = '/api/auth/send-verification-email';

function resend(testApp: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return postJson(testApp.app, RESEND_PATH, body, headers);
}

/** A sign-up that still awaits its confirmation (verification on). */
async function signUpUnconfirmed(testApp: TestApp, email = uniqueEmail()) {
  const response = await postJson(testApp.app, '/api/auth/sign-up/email', {
    email,
    password: DEFAULT_PASSWORD,
    name: '',
  });
  expect(response.status).toBe(200);
  await testApp.outbox.settle();
  return email;
}

async function confirmationsTo(testApp: TestApp, email: string) {
  await testApp.outbox.settle();
  return testApp.inbox.filter(
    (sent) => sent.to === email && sent.subject === 'Confirm your email for Emberpath',
  );
}

describe('sending the confirmation link again', () => {
  it('sends a fresh link to an unconfirmed account, and answers alike for any other address', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    const waiting = await signUpUnconfirmed(testApp);
    const confirmed = await createUser(testApp);
    const unknown = uniqueEmail('nobody');
    const before = (await confirmationsTo(testApp, waiting)).length;

    const answers = [];
    for (const email of [waiting, confirmed.email, unknown]) {
      const response = await resend(testApp, { email });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 200, body: { status: true } });

    expect(await confirmationsTo(testApp, waiting)).toHaveLength(before + 1);
    expect(await confirmationsTo(testApp, unknown)).toHaveLength(0);
  });

  it('sends at most a few per address an hour, from any network, counting unknown addresses alike', async () => {
    let now = new Date('2026-11-28T10:00:00Z');
    const testApp = await createTestApp(
      { requireEmailVerification: true, trustProxy: true },
      { clock: () => now },
    );
    const waiting = await signUpUnconfirmed(testApp);
    const unknown = uniqueEmail('nobody');
    const statusesFor = async (email: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= RESENDS_PER_ADDRESS; attempt += 1) {
        // A different network each time: only the limit per address applies.
        const response = await resend(
          testApp,
          { email },
          { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        );
        statuses.push(response.status);
      }
      return statuses;
    };
    const expected = [...Array<number>(RESENDS_PER_ADDRESS).fill(200), 429];
    expect(await statusesFor(waiting)).toEqual(expected);
    // An address with no account is counted and refused the same way: the answer reveals nothing.
    expect(await statusesFor(unknown)).toEqual(expected);

    const before = (await confirmationsTo(testApp, waiting)).length;
    const limited = await resend(testApp, { email: waiting.toUpperCase() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = (await limited.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^We have sent several links to this address\. .+ in \d+ /);
    expect(await confirmationsTo(testApp, waiting)).toHaveLength(before);

    // An hour later the address may have a link again.
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect((await resend(testApp, { email: waiting })).status).toBe(200);
    expect(await confirmationsTo(testApp, waiting)).toHaveLength(before + 1);
  });

  it('counts twenty requests at once as twenty (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true, trustProxy: true });
    const waiting = await signUpUnconfirmed(testApp);
    const before = (await confirmationsTo(testApp, waiting)).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        resend(testApp, { email: waiting }, { 'x-forwarded-for': `203.0.113.${index + 1}` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESENDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - RESENDS_PER_ADDRESS);
    expect(await confirmationsTo(testApp, waiting)).toHaveLength(before + RESENDS_PER_ADDRESS);
  });

  it('sends at most 3 a minute from one network, whatever the addresses', async () => {
    const testApp = await createTestApp({
      requireEmailVerification: true,
      rateLimitEnabled: true,
      trustProxy: true,
    });
    const fromOneNetwork = { 'x-forwarded-for': '198.51.100.4' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await resend(testApp, { email: uniqueEmail() }, fromOneNetwork);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await resend(
      testApp,
      { email: uniqueEmail() },
      { 'x-forwarded-for': '198.51.100.5' },
    );
    expect(other.status).toBe(200);
  });

  it('refuses a bad body with a 4xx and sends nothing', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    const bodies: unknown[] = [
      {},
      { email: 42 },
      { email: null },
      { email: 'not-an-address' },
      { email: `${'a'.repeat(400)}@example.com` },
      { email: ['a@example.com'] },
      { email: 'a@example.com', callbackURL: 'x'.repeat(5000) },
      [],
      'text',
    ];
    for (const body of bodies) {
      const response = await resend(testApp, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBeLessThan(500);
    }
    const notJson = await testApp.app.request(RESEND_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    await testApp.outbox.settle();
    expect(testApp.inbox).toHaveLength(0);
  });
});
