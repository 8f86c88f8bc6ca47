import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import {
  confirmEmail,
  cookieFrom,
  DEFAULT_PASSWORD,
  linkIn,
  postJson,
  signIn,
  tokenFromInbox,
} from '#testing/auth-helpers.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';
import { user } from '../db/schema/auth.ts';
import { grantStaffToProvenAdminEmails } from './staff-role.ts';

const OWNER_ADDRESS = 'lead@example.com';
const ATTACKER_PASSWORD = 'squatter-pass-77';
const OWNER_PASSWORD = 'owner-flame-2026';
const CONFIRM_SUBJECT = 'Confirm your email for Emberpath';
const WAY_IN_SUBJECT = 'Your Emberpath account: choose your password';

function signUp(testApp: TestApp, email: string, password: string) {
  return postJson(testApp.app, '/api/auth/sign-up/email', { email, password, name: '' });
}

async function meOf(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).me.$get();
  return response.status === 200 ? await response.json() : null;
}

/**
 * Links carry their issue time to the second, and one from the second of a
 * proof counts as issued before it: a test acting as the owner right after
 * proving waits for the next second, as any person would have.
 */
function nextSecond() {
  return new Promise((resolve) => setTimeout(resolve, 1001 - (Date.now() % 1000)));
}

async function accountRow(testApp: TestApp, email: string) {
  const [row] = await testApp.db.select().from(user).where(eq(user.email, email));
  return row!;
}

describe('after the owner of an address proves it, nobody else can get into that account', () => {
  it('refuses the squatter’s password as proof, and the owner’s new password ends the squatter’s (verification on)', async () => {
    const testApp = await createTestApp({
      requireEmailVerification: true,
      adminEmails: new Set([OWNER_ADDRESS]),
    });
    expect((await signUp(testApp, OWNER_ADDRESS, ATTACKER_PASSWORD)).status).toBe(200);

    // The owner's own sign-up answers as for a new address, and emails them a way in.
    const ownerSignUp = await signUp(testApp, OWNER_ADDRESS, OWNER_PASSWORD);
    expect(ownerSignUp.status).toBe(200);
    expect(await tokenFromInbox(testApp, OWNER_ADDRESS, WAY_IN_SUBJECT)).toBeTruthy();

    // The only "Confirm your email" link came from the squatter's sign-up: it needs the
    // account's password, which the owner does not know, and verifies nothing without it.
    const guessed = await confirmEmail(testApp, OWNER_ADDRESS, { password: OWNER_PASSWORD });
    expect(guessed.status).toBe(400);
    expect(await guessed.json()).toMatchObject({ code: 'WRONG_ACCOUNT_PASSWORD' });
    expect((await accountRow(testApp, OWNER_ADDRESS)).emailVerified).toBe(false);

    const proven = await confirmEmail(testApp, OWNER_ADDRESS, { newPassword: OWNER_PASSWORD });
    expect(proven.status).toBe(200);
    expect(await meOf(testApp, cookieFrom(proven))).toMatchObject({
      user: { email: OWNER_ADDRESS, emailVerified: true },
      isStaff: true,
    });
    const attackerTry = await signIn(testApp, {
      email: OWNER_ADDRESS,
      password: ATTACKER_PASSWORD,
    });
    expect(attackerTry.status).toBe(401);
    expect((await signIn(testApp, { email: OWNER_ADDRESS, password: OWNER_PASSWORD })).status).toBe(
      200,
    );

    // The link is spent.
    const again = await confirmEmail(testApp, OWNER_ADDRESS, { newPassword: 'another-flame-9' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('gives the owner a way in by email when a squatter holds the address, and ends every squatter session (verification off)', async () => {
    const testApp = await createTestApp({ adminEmails: new Set([OWNER_ADDRESS]) });
    const squatter = await signUp(testApp, OWNER_ADDRESS, ATTACKER_PASSWORD);
    const squatterCookie = cookieFrom(squatter);
    expect(await meOf(testApp, squatterCookie)).toMatchObject({ isStaff: false });

    // Without verification, a known address is refused at sign-up, and its owner is emailed a way in.
    const ownerSignUp = await signUp(testApp, OWNER_ADDRESS, OWNER_PASSWORD);
    expect(ownerSignUp.status).toBe(422);
    const token = await tokenFromInbox(testApp, OWNER_ADDRESS, WAY_IN_SUBJECT);
    const reset = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: OWNER_PASSWORD,
    });
    expect(reset.status).toBe(200);

    expect(await meOf(testApp, squatterCookie)).toBeNull();
    expect(
      (await signIn(testApp, { email: OWNER_ADDRESS, password: ATTACKER_PASSWORD })).status,
    ).toBe(401);
    const owner = await signIn(testApp, { email: OWNER_ADDRESS, password: OWNER_PASSWORD });
    expect(await meOf(testApp, cookieFrom(owner))).toMatchObject({
      user: { emailVerified: true },
      isStaff: true,
    });
  });

  it('turns an old API verification link into the confirm page, verifying nothing on the way', async () => {
    const testApp = await createTestApp({ requireEmailVerification: true });
    await signUp(testApp, OWNER_ADDRESS, OWNER_PASSWORD);
    const token = await tokenFromInbox(testApp, OWNER_ADDRESS, CONFIRM_SUBJECT);

    const opened = await testApp.app.request(`/api/auth/verify-email?token=${token}&callbackURL=/`);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location')!);
    expect(target.origin + target.pathname).toBe(`${TEST_APP_URL}/auth/confirm-email`);
    expect(target.searchParams.get('token')).toBe(token);
    expect(cookieFrom(opened)).not.toContain('session_token');
    expect((await accountRow(testApp, OWNER_ADDRESS)).emailVerified).toBe(false);
  });

  it('confirms with the account’s own password once, whatever 20 requests at once try (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({
      requireEmailVerification: true,
      adminEmails: new Set([OWNER_ADDRESS]),
    });
    await signUp(testApp, OWNER_ADDRESS, OWNER_PASSWORD);
    const token = await tokenFromInbox(testApp, OWNER_ADDRESS, CONFIRM_SUBJECT);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(testApp.app, '/api/auth/confirm-email', { token, password: OWNER_PASSWORD }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others: the link already used (400), or waiting on the password limit (429, decision 016).
    expect(statuses.filter((status) => status === 400 || status === 429)).toHaveLength(19);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(await meOf(testApp, cookieFrom(winner))).toMatchObject({ isStaff: true });
  });

  it('never grants staff through an email change, and leaves the account unproven', async () => {
    const testApp = await createTestApp({ adminEmails: new Set([OWNER_ADDRESS]) });
    const attackerEmail = 'verified-attacker@example.com';
    await signUp(testApp, attackerEmail, ATTACKER_PASSWORD);
    const attacker = cookieFrom(
      await confirmEmail(testApp, attackerEmail, { password: ATTACKER_PASSWORD }),
    );
    expect((await accountRow(testApp, attackerEmail)).emailProvenAt).not.toBeNull();
    await nextSecond();

    const change = await postJson(
      testApp.app,
      '/api/auth/change-email',
      { newEmail: OWNER_ADDRESS, callbackURL: '/' },
      { cookie: attacker },
    );
    expect(change.status).toBe(200);
    await testApp.outbox.settle();
    const sent = testApp.inbox.findLast((mail) => mail.to === OWNER_ADDRESS)!;
    expect(sent.subject).toBe('Confirm your new email for Emberpath');
    expect(sent.text).toContain('Only if that was you');
    // The owner of the listed address follows "confirm your new email".
    const link = new URL(linkIn(sent.text));
    expect((await testApp.app.request(link.pathname + link.search)).status).toBe(302);

    const changed = await accountRow(testApp, OWNER_ADDRESS);
    expect(changed.role).toBe('creator');
    expect(changed.emailProvenAt).toBeNull();
    // Nor at the next start, which grants listed addresses proven earlier.
    await grantStaffToProvenAdminEmails(testApp.db, new Set([OWNER_ADDRESS]));
    expect(await meOf(testApp, attacker)).toMatchObject({ isStaff: false });
  });

  it('voids a change of email asked for before the owner proved the address', async () => {
    const testApp = await createTestApp();
    const squatter = cookieFrom(await signUp(testApp, OWNER_ADDRESS, ATTACKER_PASSWORD));
    const change = await postJson(
      testApp.app,
      '/api/auth/change-email',
      { newEmail: 'squatter@example.com', callbackURL: '/' },
      { cookie: squatter },
    );
    expect(change.status).toBe(200);
    await testApp.outbox.settle();
    const pending = testApp.inbox.findLast((mail) => mail.to === 'squatter@example.com')!;

    await signUp(testApp, OWNER_ADDRESS, OWNER_PASSWORD);
    const token = await tokenFromInbox(testApp, OWNER_ADDRESS, WAY_IN_SUBJECT);
    await postJson(testApp.app, '/api/auth/reset-password', { token, newPassword: OWNER_PASSWORD });

    const link = new URL(linkIn(pending.text));
    const followed = await testApp.app.request(link.pathname + link.search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${TEST_APP_URL}/auth?error=INVALID_TOKEN`);
    expect((await accountRow(testApp, OWNER_ADDRESS)).email).toBe(OWNER_ADDRESS);
  });
});

describe('the bodies auth routes take', () => {
  it('refuses a form-encoded sign-up, whose fields would skip the limits, and creates nothing', async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'form@example.com',
        password: DEFAULT_PASSWORD,
        name: 'x'.repeat(200_000),
      }).toString(),
    });
    expect(response.status).toBe(415);
    expect(await testApp.db.select().from(user)).toHaveLength(0);
  });

  it('refuses a picture address at sign-up, as on a profile update', async () => {
    const testApp = await createTestApp();
    const response = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: 'pixel@example.com',
      password: DEFAULT_PASSWORD,
      name: '',
      image: 'https://tracker.example/pixel.gif',
    });
    expect(response.status).toBe(422);
    expect(await testApp.db.select().from(user)).toHaveLength(0);
  });
});
