import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invite } from '#server/db/schema/invites.ts';
import { apiAs } from '#testing/api-client.ts';
import { confirmEmail, DEFAULT_PASSWORD, uniqueEmail } from '#testing/auth-helpers.ts';
import {
  createEligibleCreator,
  invitationCodeFor,
  inviteFor,
  lookUpInvite,
  openInvitation,
  sendInvite,
  signUpWithCookies,
} from '#testing/invite-helpers.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';
import { expireInvites } from './invites.service.ts';

const DAY_MS = 86_400_000;

/** A creator who has sent their invitation to noor@example.com, on an app whose clock the test moves. */
async function setUpSentInvite(config: { requireEmailVerification?: boolean } = {}) {
  const clock = { now: new Date() };
  const testApp = await createTestApp(config, { clock: () => clock.now });
  const inviter = await createEligibleCreator(testApp, { name: 'Maya Rivera' });
  const sent = await sendInvite(testApp, inviter.cookie, inviteFor('noor@example.com'));
  expect(sent.status).toBe(201);
  const code = await invitationCodeFor(testApp, 'noor@example.com');
  return { testApp, clock, inviter, code };
}

const acceptedEmails = async (testApp: TestApp) => {
  await testApp.outbox.settle();
  return testApp.inbox.filter(
    (email) =>
      email.subject.endsWith('accepted your invitation') ||
      email.subject.startsWith('Your invitation to'),
  );
};

/** The inviter's bell, without the realm-unlocked news their own journey brought. */
const inviteNewsOf = async (testApp: TestApp, cookie: string) =>
  (await (await apiAs(testApp, cookie).notifications.$get()).json()).notifications.filter(
    (item) => item.kind === 'invite-accepted',
  );

describe('an invitation link', () => {
  it('names the inviter and the address while open, and remembers the code for sign-up', async () => {
    const { testApp, code } = await setUpSentInvite();
    const response = await lookUpInvite(testApp, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'sent',
      inviterName: 'Maya Rivera',
      inviteeName: 'Noor Haddad',
      inviteeEmail: 'noor@example.com',
      personalMessage: null,
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^emberpath_invite=${code};`));
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('says plainly when a code is unknown, malformed or too long', async () => {
    const { testApp, code } = await setUpSentInvite();
    const unknownWords = {
      code: 'NOT_FOUND',
      title: 'We could not find this invitation',
      message: 'Check that the whole link was copied from the email. You can still sign up below.',
    };
    // Same shape as a real code, one character off: still unknown.
    const nearMiss = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [nearMiss, 'not-a-code', code.toLowerCase() + 'x']) {
      const response = await lookUpInvite(testApp, candidate);
      expect(response.status, candidate).toBe(404);
      expect(await response.json()).toEqual({ error: unknownWords });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await lookUpInvite(testApp, 'x'.repeat(101))).status).toBe(422);
  });
});

describe('signing up through an invitation', () => {
  it('is accepted at sign-up with the invited address, which its link proved, and tells the inviter then', async () => {
    const { testApp, inviter, code } = await setUpSentInvite();
    const cookies = await openInvitation(testApp, code);
    const invitee = await signUpWithCookies(testApp, cookies, 'Noor@Example.com');
    // The code is forgotten by the browser once used.
    expect(invitee.response.headers.getSetCookie().join('\n')).toMatch(/emberpath_invite=;/);
    // Signed in, and proven (verification is off here: better-auth made the session itself).
    const me = await apiAs(testApp, invitee.cookie).me.$get();
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { emailVerified: true } });

    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedUserId: invitee.id });
    const overview = await (await apiAs(testApp, inviter.cookie).invites.$get()).json();
    expect(overview).toMatchObject({ canInvite: false, invite: { status: 'accepted' } });
    expect(overview.invite?.acceptedAt).not.toBeNull();

    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([
      expect.objectContaining({
        kind: 'invite-accepted',
        title: 'Invitation Accepted!',
        body: 'Noor Haddad accepted your invitation and joined Emberpath. You passed the flame.',
        actionPath: '/invite-creator',
        readAt: null,
      }),
    ]);
    const [email] = await acceptedEmails(testApp);
    expect(email).toMatchObject({
      to: inviter.email,
      subject: 'Noor Haddad accepted your invitation',
    });
    expect(email!.text).toContain(`${TEST_APP_URL}/invite-creator`);

    // The same link again: said to be used, with no names; signing up with it still works.
    const again = await lookUpInvite(testApp, code);
    expect(await again.json()).toEqual({
      status: 'accepted',
      expiresAt: row!.expiresAt.toISOString(),
    });
    expect(again.headers.getSetCookie()).toEqual([]);
    const latecomerEmail = uniqueEmail('latecomer');
    const latecomer = await signUpWithCookies(testApp, cookies, latecomerEmail);
    await confirmEmail(testApp, latecomerEmail, { password: DEFAULT_PASSWORD });
    const [after] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(after!.acceptedUserId).toBe(invitee.id);
    expect(latecomer.id).not.toBe(invitee.id);
    expect(await inviteNewsOf(testApp, inviter.cookie)).toHaveLength(1);
    expect(await acceptedEmails(testApp)).toHaveLength(1);
  });

  it('with another address is claimed at sign-up and accepted only once that address is confirmed', async () => {
    const { testApp, inviter, code } = await setUpSentInvite();
    const cookies = await openInvitation(testApp, code);
    const other = await signUpWithCookies(testApp, cookies, 'someone-else@example.com');
    expect(await other.response.json()).toMatchObject({ user: { emailVerified: false } });
    // Anyone can type an address, so the inviter hears nothing yet.
    const waiting = await (await apiAs(testApp, inviter.cookie).invites.$get()).json();
    expect(waiting).toMatchObject({
      canInvite: true,
      invite: { status: 'sent', acceptedAt: null },
    });
    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([]);
    expect(await acceptedEmails(testApp)).toEqual([]);

    await confirmEmail(testApp, 'someone-else@example.com', { password: DEFAULT_PASSWORD });
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedUserId: other.id });
  });

  it('is redeemed by exactly one of twenty sign-ups at once with the same code, and spent once as they all confirm (the lock is proven on PostgreSQL)', async () => {
    const { testApp, inviter, code } = await setUpSentInvite();
    const cookies = await openInvitation(testApp, code);
    const emails = Array.from({ length: 20 }, () => uniqueEmail('newcomer'));
    const newcomers = await Promise.all(
      emails.map((email) => signUpWithCookies(testApp, cookies, email)),
    );
    await testApp.outbox.settle();
    await Promise.all(
      emails.map((email) => confirmEmail(testApp, email, { password: DEFAULT_PASSWORD })),
    );
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row!.status).toBe('accepted');
    expect(newcomers.map((newcomer) => newcomer.id)).toContain(row!.acceptedUserId);
    expect(await inviteNewsOf(testApp, inviter.cookie)).toHaveLength(1);
    expect(await acceptedEmails(testApp)).toHaveLength(1);
  });

  it('tells the inviter who actually joined when someone else used the link, never their address', async () => {
    const { testApp, inviter, code } = await setUpSentInvite();
    const cookies = await openInvitation(testApp, code);
    const stranger = await signUpWithCookies(testApp, cookies, 'someone-else@example.com');
    expect(stranger.response.status).toBe(200);
    await confirmEmail(testApp, 'someone-else@example.com', { password: DEFAULT_PASSWORD });

    const [news] = await inviteNewsOf(testApp, inviter.cookie);
    expect(news!.body).toBe(
      'A new creator joined Emberpath through the invitation you sent to Noor Haddad, from another email address. You passed the flame.',
    );
    await testApp.outbox.settle();
    const email = testApp.inbox.findLast((sent) => sent.to === inviter.email)!;
    expect(email.subject).toBe('Your invitation to Noor Haddad was used');
    expect(email.text).not.toContain('someone-else@example.com');
    expect(email.text).not.toContain('Noor Haddad accepted');
  });

  it('does nothing for a sign-up without an invitation', async () => {
    const { testApp, inviter } = await setUpSentInvite();
    await signUpWithCookies(testApp, '', 'noor@example.com');
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row!.status).toBe('sent');
    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([]);
  });
});

describe('an invitation after its 30 days', () => {
  it('is expired: the link says so, a sign-up does not redeem it, and the job marks it', async () => {
    const { testApp, clock, inviter, code } = await setUpSentInvite();
    const cookies = await openInvitation(testApp, code);
    const sentAt = clock.now.getTime();

    clock.now = new Date(sentAt + 30 * DAY_MS - 60_000);
    expect(await (await lookUpInvite(testApp, code)).json()).toMatchObject({ status: 'sent' });
    expect(await expireInvites(testApp, { now: clock.now })).toEqual({ expired: 0 });

    clock.now = new Date(sentAt + 30 * DAY_MS + 60_000);
    const expired = await lookUpInvite(testApp, code);
    expect(expired.status).toBe(200);
    const body = await expired.json();
    expect(body.status).toBe('expired');
    expect(body).not.toHaveProperty('inviterName');
    expect(body).not.toHaveProperty('personalMessage');
    expect(expired.headers.getSetCookie()).toEqual([]);

    // A cookie kept from before the expiry no longer redeems it, nor proves the address.
    const late = await signUpWithCookies(testApp, cookies, 'noor@example.com');
    expect(await late.response.json()).toMatchObject({ user: { emailVerified: false } });
    const overview = await (await apiAs(testApp, inviter.cookie).invites.$get()).json();
    expect(overview.invite).toMatchObject({ status: 'expired', acceptedAt: null });
    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([]);

    expect(await expireInvites(testApp, { now: clock.now })).toEqual({ expired: 1 });
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row!.status).toBe('expired');
  });

  it('leaves the flame unspent: nobody joined with it, so it may be sent again (decision 037)', async () => {
    const { testApp, clock, inviter } = await setUpSentInvite();
    clock.now = new Date(clock.now.getTime() + 30 * DAY_MS + 60_000);
    await expireInvites(testApp, { now: clock.now });
    expect(await (await apiAs(testApp, inviter.cookie).invites.$get()).json()).toMatchObject({
      canInvite: true,
      invite: { inviteeEmail: 'noor@example.com', status: 'expired' },
    });

    const again = await sendInvite(testApp, inviter.cookie, inviteFor('amara@example.com'));
    expect(again.status).toBe(201);
    expect(await invitationCodeFor(testApp, 'amara@example.com')).toMatch(/^[\w-]{32}$/);
  });

  it('refuses a send once someone has joined with it', async () => {
    const { testApp, inviter, code } = await setUpSentInvite();
    await signUpWithCookies(testApp, await openInvitation(testApp, code), 'noor@example.com');
    const again = await sendInvite(testApp, inviter.cookie, inviteFor('amara@example.com'));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { title: 'Flame Already Passed' } });
  });
});

describe('the invitation as proof of the address (decision 039)', () => {
  const confirmationsTo = async (testApp: TestApp, to: string) => {
    await testApp.outbox.settle();
    return testApp.inbox.filter(
      (sent) => sent.to === to && sent.subject === 'Confirm your email for Emberpath',
    );
  };
  const sessionOf = (testApp: TestApp, cookie: string) => apiAs(testApp, cookie).me.$get();

  it('signs the invitee in at once, confirmed, with no second email to confirm it', async () => {
    const { testApp, inviter, code } = await setUpSentInvite({ requireEmailVerification: true });
    const invitee = await signUpWithCookies(
      testApp,
      await openInvitation(testApp, code),
      'noor@example.com',
    );
    const body = (await invitee.response.json()) as { token: string | null };
    expect(body.token).toEqual(expect.any(String));
    const me = await sessionOf(testApp, invitee.cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: 'noor@example.com', emailVerified: true },
    });
    expect(await confirmationsTo(testApp, 'noor@example.com')).toEqual([]);
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedUserId: invitee.id });
    expect(await inviteNewsOf(testApp, inviter.cookie)).toHaveLength(1);
  });

  it('proves nothing for another address: that one is confirmed as usual', async () => {
    const { testApp, inviter, code } = await setUpSentInvite({ requireEmailVerification: true });
    const other = await signUpWithCookies(
      testApp,
      await openInvitation(testApp, code),
      'someone-else@example.com',
    );
    expect(await other.response.json()).toMatchObject({
      token: null,
      user: { emailVerified: false },
    });
    expect(other.cookie).not.toContain('session_token');
    expect(await confirmationsTo(testApp, 'someone-else@example.com')).toHaveLength(1);
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row).toMatchObject({ status: 'sent', acceptedUserId: other.id });
    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([]);

    // The invitee, later, with the spent link: their own address now needs its confirmation.
    const invitee = await signUpWithCookies(
      testApp,
      await openInvitation(testApp, code),
      'noor@example.com',
    );
    expect(await invitee.response.json()).toMatchObject({ token: null });
    expect(await confirmationsTo(testApp, 'noor@example.com')).toHaveLength(1);
  });

  it('proves nothing once withdrawn', async () => {
    const { testApp, inviter, code } = await setUpSentInvite({ requireEmailVerification: true });
    const cookies = await openInvitation(testApp, code);
    // Sent to someone else instead: the earlier link is withdrawn.
    expect((await sendInvite(testApp, inviter.cookie, inviteFor('amara@example.com'))).status).toBe(
      201,
    );
    const invitee = await signUpWithCookies(testApp, cookies, 'noor@example.com');
    expect(await invitee.response.json()).toMatchObject({
      token: null,
      user: { emailVerified: false },
    });
    expect(await confirmationsTo(testApp, 'noor@example.com')).toHaveLength(1);
    expect(await inviteNewsOf(testApp, inviter.cookie)).toEqual([]);
  });

  it('proves at most the invited address once, whatever twenty sign-ups at once with its code try (the lock is proven on PostgreSQL)', async () => {
    const { testApp, inviter, code } = await setUpSentInvite({ requireEmailVerification: true });
    const cookies = await openInvitation(testApp, code);
    const emails = [
      'noor@example.com',
      ...Array.from({ length: 19 }, () => uniqueEmail('newcomer')),
    ];
    const signUps = await Promise.all(
      emails.map((email) => signUpWithCookies(testApp, cookies, email)),
    );
    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    const claimedBy = signUps.findIndex((signUp) => signUp.id === row!.acceptedUserId);
    expect(claimedBy).toBeGreaterThanOrEqual(0);
    const signedIn: string[] = [];
    for (const [index, signUp] of signUps.entries()) {
      if ((await sessionOf(testApp, signUp.cookie)).status === 200) signedIn.push(emails[index]!);
    }
    // Only the invited address, and only if its sign-up was the one that claimed the code.
    expect(signedIn).toEqual(claimedBy === 0 ? ['noor@example.com'] : []);
    expect(row!.status).toBe(claimedBy === 0 ? 'accepted' : 'sent');
    expect(await inviteNewsOf(testApp, inviter.cookie)).toHaveLength(claimedBy === 0 ? 1 : 0);
  });
});
