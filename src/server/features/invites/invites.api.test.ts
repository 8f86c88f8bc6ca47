import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invite, userInvitePrivileges } from '#server/db/schema/invites.ts';
import { MAX_INVITES_SENT } from '#shared/rules/invites.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  createEligibleCreator,
  invitationCodeFor,
  inviteFor,
  lookUpInvite,
  sendInvite,
} from '#testing/invite-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { programmeAs } from '#testing/programme-helpers.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';
import { hashInviteCode } from './invite-code.ts';

const overviewOf = async (testApp: TestApp, cookie: string) =>
  (await apiAs(testApp, cookie).invites.$get()).json();

const invitationEmails = async (testApp: TestApp) => {
  await testApp.outbox.settle();
  return testApp.inbox.filter((email) => email.subject.endsWith('invited you to Emberpath'));
};

const invitesBy = (testApp: TestApp, inviterId: string) =>
  testApp.db.select().from(invite).where(eq(invite.inviterId, inviterId));

const privilegesOf = async (testApp: TestApp, userId: string) =>
  (
    await testApp.db
      .select()
      .from(userInvitePrivileges)
      .where(eq(userInvitePrivileges.userId, userId))
  )[0]?.invitesUsedAfterRealm2;

describe('who may pass the flame', () => {
  it('opens only once realm 2 is completed, and refuses a send before that', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    expect(await overviewOf(testApp, creator.cookie)).toEqual({ canInvite: false, invite: null });

    await finishRealmTasks(testApp, creator.cookie, 1);
    await claimKit(testApp, creator.cookie, 1);
    // Every realm-2 task done is not enough: completing the realm (the kit claim) is.
    await finishRealmTasks(testApp, creator.cookie, 2);
    const early = await sendInvite(testApp, creator.cookie, inviteFor('noor@example.com'));
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        title: 'Pass the Flame is Locked',
        message: 'Complete Realm 2: Structure to invite a fellow creator.',
      },
    });
    expect(await invitesBy(testApp, creator.id)).toEqual([]);

    await claimKit(testApp, creator.cookie, 2);
    expect(await overviewOf(testApp, creator.cookie)).toEqual({ canInvite: true, invite: null });
  });

  it('names the unlocking realm as staff last named it', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const renamed = await programmeAs(testApp, staff.cookie).realms[':realmId'].$patch({
      param: { realmId: '2' },
      json: { title: 'Story Architecture' },
    });
    expect(renamed.status).toBe(200);
    const creator = await createUser(testApp);

    const early = await sendInvite(testApp, creator.cookie, inviteFor('noor@example.com'));
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({
      error: { message: 'Complete Realm 2: Story Architecture to invite a fellow creator.' },
    });
  });

  it('refuses a visitor in the original words', async () => {
    const testApp = await createTestApp();
    const response = await sendInvite(testApp, undefined, inviteFor('noor@example.com'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        title: 'Authentication Required',
        message: 'Please log in to send invites.',
      },
    });
  });
});

describe('sending the invitation', () => {
  it('stores it, keeps the privilege until someone joins, and emails a link to /auth with an unguessable code', async () => {
    const testApp = await createTestApp();
    const creator = await createEligibleCreator(testApp, { name: 'Maya Rivera' });
    const response = await sendInvite(
      testApp,
      creator.cookie,
      inviteFor('  Noor@Example.com ', { personalMessage: 'Come build with me.' }),
    );
    expect(response.status).toBe(201);
    const { invite: sent } = await response.json();
    expect(sent).toMatchObject({
      inviteeName: 'Noor Haddad',
      inviteeEmail: 'noor@example.com',
      personalMessage: 'Come build with me.',
      status: 'sent',
      acceptedAt: null,
    });
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)).toBe(30 * 86_400_000);
    expect(sent).not.toHaveProperty('code');

    const [email] = await invitationEmails(testApp);
    expect(email).toMatchObject({
      to: 'noor@example.com',
      subject: 'Maya Rivera invited you to Emberpath',
    });
    expect(email!.text).toContain('Hi Noor Haddad,');
    expect(email!.text).toContain('> Come build with me.');
    const code = await invitationCodeFor(testApp, 'noor@example.com');
    expect(email!.text).toContain(`${TEST_APP_URL}/auth?invite=${code}`);
    // 24 random bytes; only its hash is stored.
    expect(Buffer.from(code, 'base64url')).toHaveLength(24);
    const [row] = await invitesBy(testApp, creator.id);
    expect(row!.codeHash).toBe(hashInviteCode(code));
    expect(JSON.stringify(row)).not.toContain(code);

    // Sending does not spend the flame (decision 037): nobody has joined with it yet.
    expect(await privilegesOf(testApp, creator.id)).toBe(0);
    expect(await overviewOf(testApp, creator.cookie)).toMatchObject({
      canInvite: true,
      invite: { inviteeEmail: 'noor@example.com', status: 'sent' },
    });

    // Sent to someone else instead: the earlier link is withdrawn.
    const again = await sendInvite(testApp, creator.cookie, inviteFor('sam@example.com'));
    expect(again.status).toBe(201);
    expect(await overviewOf(testApp, creator.cookie)).toMatchObject({
      canInvite: true,
      invite: { inviteeEmail: 'sam@example.com', status: 'sent' },
    });
    expect(await (await lookUpInvite(testApp, code)).json()).toMatchObject({ status: 'revoked' });
  });

  it(`sends at most ${MAX_INVITES_SENT} times, one link open at once, from twenty sends at once (the lock is proven on PostgreSQL)`, async () => {
    const testApp = await createTestApp();
    const creator = await createEligibleCreator(testApp);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          sendInvite(testApp, creator.cookie, inviteFor(`friend-${index}@example.com`)),
        ),
      )
    ).map((response): number => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_INVITES_SENT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - MAX_INVITES_SENT);
    const rows = await invitesBy(testApp, creator.id);
    expect(rows).toHaveLength(MAX_INVITES_SENT);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(await invitationEmails(testApp)).toHaveLength(MAX_INVITES_SENT);
    expect(await privilegesOf(testApp, creator.id)).toBe(0);
  });

  it('needs a name and an email, in the original words, and bounds every field', async () => {
    const testApp = await createTestApp();
    const creator = await createEligibleCreator(testApp);
    const missing = {
      title: 'Missing Information',
      message: 'Please fill in all required fields.',
    };
    for (const invalid of [
      {},
      inviteFor('   '),
      { inviteeName: ' \n ', inviteeEmail: 'noor@example.com' },
    ]) {
      const response = await sendInvite(testApp, creator.cookie, invalid);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', ...missing } });
    }
    const badEmail = await sendInvite(testApp, creator.cookie, inviteFor('noor@'));
    expect(badEmail.status).toBe(422);
    expect(await badEmail.json()).toMatchObject({
      error: { title: 'Check the Email', problems: [{ path: 'inviteeEmail' }] },
    });
    const tooLong = await sendInvite(
      testApp,
      creator.cookie,
      inviteFor('noor@example.com', { personalMessage: 'x'.repeat(1001) }),
    );
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      error: {
        problems: [
          { path: 'personalMessage', message: 'Please keep your message under 1,000 characters.' },
        ],
      },
    });
    const longName = await sendInvite(testApp, creator.cookie, {
      inviteeName: 'n'.repeat(101),
      inviteeEmail: 'noor@example.com',
    });
    expect(longName.status).toBe(422);
    // None of it used the privilege.
    expect(await overviewOf(testApp, creator.cookie)).toEqual({ canInvite: true, invite: null });
    expect(await invitationEmails(testApp)).toEqual([]);
  });

  for (const requireEmailVerification of [false, true]) {
    it(`answers an address that has an account exactly as any other, and spends nothing on it (verification ${requireEmailVerification ? 'on' : 'off'})`, async () => {
      const testApp = await createTestApp({ requireEmailVerification });
      const creator = await createEligibleCreator(testApp, { name: 'Maya Rivera' });
      const member = await createUser(testApp, { email: 'member@example.com' });
      const toMember = await sendInvite(
        testApp,
        creator.cookie,
        inviteFor('MEMBER@example.com', { personalMessage: 'Thought of you.' }),
      );
      expect(toMember.status).toBe(201);
      const toMemberBody = await toMember.json();
      expect(await overviewOf(testApp, creator.cookie)).toMatchObject({
        canInvite: true,
        invite: { inviteeEmail: 'member@example.com', status: 'sent' },
      });
      expect(await privilegesOf(testApp, creator.id)).toBe(0);
      await testApp.outbox.settle();
      const email = testApp.inbox.findLast((sent) => sent.to === member.email)!;
      expect(email.subject).toBe('Maya Rivera invited you to Emberpath');
      expect(email.text).toContain('Maya Rivera thought of you');
      expect(email.text).toContain('> Thought of you.');
      expect(email.text).not.toContain('/auth?invite=');

      // Then to an address nobody has: the same answer, field for field, and a link that works.
      const toNobody = await sendInvite(testApp, creator.cookie, inviteFor('nobody@example.com'));
      expect(toNobody.status).toBe(201);
      const toNobodyBody = await toNobody.json();
      const shape = (body: { invite: object }) => Object.keys(body.invite).sort();
      expect(shape(toMemberBody)).toEqual(shape(toNobodyBody));
      expect(toMemberBody.invite.status).toBe(toNobodyBody.invite.status);
      const code = await invitationCodeFor(testApp, 'nobody@example.com');
      expect(await (await lookUpInvite(testApp, code)).json()).toMatchObject({ status: 'sent' });
      // Inviting oneself is the same: answered, nothing spent.
      expect((await sendInvite(testApp, creator.cookie, inviteFor(creator.email))).status).toBe(
        201,
      );
      expect(await overviewOf(testApp, creator.cookie)).toMatchObject({ canInvite: true });
    });
  }

  it('quotes the personal message as plain text, so it cannot pass for the programme’s own words', async () => {
    const testApp = await createTestApp();
    const creator = await createEligibleCreator(testApp, { name: 'Maya\nRivera' });
    const message =
      '<b>Hi</b> & <script>alert(1)</script>\r\nAccept here instead: https://evil.example/auth';
    const response = await sendInvite(
      testApp,
      creator.cookie,
      inviteFor('noor@example.com', {
        inviteeName: 'Noor\nSubject: spoof',
        personalMessage: message,
      }),
    );
    expect(response.status).toBe(201);
    const [email] = await invitationEmails(testApp);
    // Plain text only: no HTML part to inject into, and each line of the message is quoted.
    expect(email).not.toHaveProperty('html');
    expect(email!.subject).toBe('Maya Rivera invited you to Emberpath');
    expect(email!.text).toContain('Hi Noor Subject: spoof,');
    expect(email!.text).toContain(
      'Maya Rivera wrote:\n> <b>Hi</b> & <script>alert(1)</script>\n> Accept here instead: https://evil.example/auth',
    );
    const unquotedLinks = email!.text
      .split('\n')
      .filter((line) => line.includes('://') && !line.startsWith('> '));
    expect(unquotedLinks).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/auth\?invite=/),
    ]);
    // The inviter reads back exactly what they wrote.
    expect((await overviewOf(testApp, creator.cookie)).invite?.personalMessage).toBe(
      '<b>Hi</b> & <script>alert(1)</script>\nAccept here instead: https://evil.example/auth',
    );
  });
});
