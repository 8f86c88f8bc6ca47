import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/rules/calendar.ts';
import { account, session } from '#server/db/schema/auth.ts';
import { buddyPair } from '#server/db/schema/buddies.ts';
import { dailyCheckin, rewardClaim } from '#server/db/schema/journey.ts';
import { findMentions } from '#testing/account-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { cookieFrom, createUser, DEFAULT_PASSWORD, signIn } from '#testing/auth-helpers.ts';
import { createEligibleCreator, inviteFor, sendInvite } from '#testing/invite-helpers.ts';
import {
  createInspectableFileStore,
  listStoredKeys,
  samplePhoto,
  uploadAvatar,
} from '#testing/profile-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { readZip } from '#testing/zip-helpers.ts';
import { listCreatorTables } from './creator-tables.ts';

const CHECKINS = 1_200;

/**
 * A creator with something in every corner: realms 1–2 done, files, an
 * invitation, a buddy, a long history. Their worksheets carry `label` in
 * their names, so two creators' files cannot hide behind one zip entry.
 */
async function createCreatorWithHistory(testApp: TestApp, label: string) {
  const creator = await createEligibleCreator(testApp, {}, { worksheetName: `${label}-plan.pdf` });
  const api = apiAs(testApp, creator.cookie);
  await api.profile.$put({
    json: { name: 'Maya Rivera', bio: 'Bread films', links: ['https://maya.example'] },
  });
  await uploadAvatar(testApp, creator.cookie, await samplePhoto());
  await api.profile['shipping-address'].$put({
    json: {
      name: 'Maya Rivera',
      address: '12 Ember Lane',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
    },
  });
  expect((await sendInvite(testApp, creator.cookie, inviteFor('noor@example.com'))).status).toBe(
    201,
  );
  await testApp.db.insert(dailyCheckin).values(
    Array.from({ length: CHECKINS }, (_, index) => ({
      userId: creator.id,
      localDate: addDays('2026-01-01', -index),
      prompt: 'What did you make today?',
      response: `Check-in number ${index}`,
    })),
  );
  // Realm 1's kit has left the warehouse; realm 2's has not.
  await testApp.db
    .update(rewardClaim)
    .set({ status: 'shipped', shippedAt: new Date() })
    .where(and(eq(rewardClaim.userId, creator.id), eq(rewardClaim.realmId, 1)));
  const buddy = await createUser(testApp);
  const [firstUserId, secondUserId] = [creator.id, buddy.id].sort();
  await testApp.db
    .insert(buddyPair)
    .values({ firstUserId: firstUserId!, secondUserId: secondUserId!, realmId: 3 });
  return creator;
}

async function downloadExport(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).account.export.$get();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="?emberpath-data-\d{4}-\d{2}-\d{2}\.zip"?; filename\*=UTF-8''emberpath-data-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  return readZip(Buffer.from(await response.arrayBuffer()));
}

type ExportedData = {
  format: string;
  version: number;
  tables: Record<string, Record<string, unknown>[]>;
};

describe('Download my data', () => {
  it(
    'holds every table of the creator, their files, and nothing of anyone else or any secret',
    // Two creators with two realms, files and a long history each: slow on a busy machine.
    { timeout: 60_000 },
    async () => {
      const testApp = await createTestApp();
      const creator = await createCreatorWithHistory(testApp, 'maya');
      const stranger = await createCreatorWithHistory(testApp, 'stranger');

      const entries = await downloadExport(testApp, creator.cookie);
      const text = entries.get('emberpath-data.json')!.toString();
      const data = JSON.parse(text) as ExportedData;
      expect(data).toMatchObject({ format: 'emberpath-export', version: 1 });
      // Every table that can hold a creator's rows, found by walking the schema.
      expect(Object.keys(data.tables).sort()).toEqual(
        listCreatorTables()
          .map((table) => table.name)
          .sort(),
      );

      const { tables } = data;
      expect(tables.user).toEqual([
        expect.objectContaining({ id: creator.id, email: creator.email, name: 'Maya Rivera' }),
      ]);
      expect(tables.creator_profile).toEqual([
        expect.objectContaining({ bio: 'Bread films', links: ['https://maya.example'] }),
      ]);
      expect(tables.shipping_address).toEqual([
        expect.objectContaining({ address: '12 Ember Lane' }),
      ]);
      expect(tables.quest_answer).toHaveLength(10);
      expect(tables.realm_completion).toHaveLength(2);
      expect(tables.reward_claim).toHaveLength(2);
      expect(tables.invite).toEqual([
        expect.objectContaining({ inviteeEmail: 'noor@example.com' }),
      ]);
      expect(tables.user_invite_privileges).toHaveLength(1);
      expect(tables.buddy_pair).toHaveLength(1);
      expect(tables.notification!.length).toBeGreaterThan(0);
      expect(tables.session!.length).toBeGreaterThan(0);
      // Paged through in order: all of a history longer than a page, none twice.
      expect(tables.daily_checkin).toHaveLength(CHECKINS);
      expect(new Set(tables.daily_checkin!.map((row) => row.id)).size).toBe(CHECKINS);

      expect(text).not.toContain(stranger.id);
      expect(text).not.toContain(stranger.email);
      const [credential] = await testApp.db
        .select()
        .from(account)
        .where(eq(account.userId, creator.id));
      const sessions = await testApp.db
        .select()
        .from(session)
        .where(eq(session.userId, creator.id));
      expect(text).not.toContain(credential!.password!);
      for (const { token } of sessions) expect(text).not.toContain(token);

      const worksheets = [...entries.keys()].filter((name) => name.startsWith('worksheets/'));
      expect(worksheets).toHaveLength(3);
      for (const name of worksheets) expect(name).toMatch(/\/maya-plan\.pdf$/);
      expect(entries.get(worksheets[0]!)!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(entries.get('avatar.webp')!.subarray(8, 12).toString()).toBe('WEBP');
      expect(entries.get('README.txt')!.toString()).toContain('emberpath-data.json');
    },
  );

  it('is for signed-in creators only', async () => {
    const testApp = await createTestApp();
    expect((await apiAs(testApp).account.export.$get()).status).toBe(401);
  });
});

const deleteAccount = (
  testApp: TestApp,
  cookie: string,
  json: { email: string; password?: string },
) => apiAs(testApp, cookie).account.delete.$post({ json });

describe('Delete my account', () => {
  it('needs the address typed and the password, in words, and changes nothing until both are right', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const wrongEmail = await deleteAccount(testApp, creator.cookie, {
      email: 'someone@example.com',
      password: DEFAULT_PASSWORD,
    });
    expect(wrongEmail.status).toBe(422);
    expect(await wrongEmail.json()).toMatchObject({
      error: {
        title: 'Check Your Email',
        message: 'Type the email address of your account, exactly as it is, to confirm.',
      },
    });
    const noPassword = await deleteAccount(testApp, creator.cookie, { email: creator.email });
    expect(await noPassword.json()).toMatchObject({
      error: { message: 'Please enter your password to confirm.' },
    });
    const wrongPassword = await deleteAccount(testApp, creator.cookie, {
      email: creator.email,
      password: 'not-my-password-1',
    });
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.json()).toMatchObject({ error: { title: 'Wrong Password' } });
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(200);

    // better-auth's own endpoint is not reachable from outside: the typed address is always checked.
    const direct = await testApp.app.request('/api/auth/delete-user', {
      method: 'POST',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: DEFAULT_PASSWORD }),
    });
    expect(direct.status).toBe(404);
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(200);
  });

  it(
    'leaves no row or file of the creator, keeps a shipped kit without the person, and frees the address',
    // Two creators with two realms, files and a long history each: slow on a busy machine.
    { timeout: 60_000 },
    async () => {
      const { root, fileStore } = createInspectableFileStore();
      const testApp = await createTestApp(
        { adminEmails: new Set(['staff@example.com']) },
        { fileStore },
      );
      const creator = await createCreatorWithHistory(testApp, 'maya');
      const other = await createCreatorWithHistory(testApp, 'other');
      const othersFiles = listStoredKeys(root).filter((key) => key.includes(other.id));
      expect(listStoredKeys(root).some((key) => key.includes(creator.id))).toBe(true);
      expect(await findMentions(testApp.db, [creator.id, creator.email])).not.toEqual([]);

      const response = await deleteAccount(testApp, creator.cookie, {
        email: ` ${creator.email.toUpperCase()} `,
        password: DEFAULT_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join(';')).toMatch(/session_token=;/);
      expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(401);

      expect(await findMentions(testApp.db, [creator.id, creator.email])).toEqual([]);
      expect(listStoredKeys(root)).toEqual(othersFiles);

      const kept = await testApp.db.select().from(rewardClaim).where(eq(rewardClaim.realmId, 1));
      const keptWithoutOwner = kept.filter((claim) => claim.userId === null);
      expect(keptWithoutOwner).toEqual([
        expect.objectContaining({
          status: 'shipped',
          name: '',
          email: '',
          address: '',
          city: null,
          zipCode: null,
          specialInstructions: null,
          personalDataErasedAt: expect.any(Date),
        }),
      ]);
      // The other creator's data is untouched.
      expect((await apiAs(testApp, other.cookie).me.$get()).status).toBe(200);
      expect(await findMentions(testApp.db, [other.id])).not.toEqual([]);

      expect(
        (await signIn(testApp, { email: creator.email, password: DEFAULT_PASSWORD })).status,
      ).toBe(401);
      const again = await createUser(testApp, { email: creator.email });
      expect(again.id).not.toBe(creator.id);
    },
  );

  it('holds under 20 requests at once: the account goes once, nothing fails, nothing is left (the lock is proven on PostgreSQL)', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    await uploadAvatar(testApp, creator.cookie, await samplePhoto());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        deleteAccount(testApp, creator.cookie, {
          email: creator.email,
          password: DEFAULT_PASSWORD,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    expect(await findMentions(testApp.db, [creator.id, creator.email])).toEqual([]);
    expect(listStoredKeys(root)).toEqual([]);
  });
});

describe('password, email and devices', () => {
  it('changing the password needs the current one and signs out every other device', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const laptop = cookieFrom(await signIn(testApp, creator));
    const post = (cookie: string, body: object) =>
      testApp.app.request('/api/auth/change-password', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const wrong = await post(creator.cookie, {
      currentPassword: 'not-it-123',
      newPassword: 'brand-new-2027',
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const weak = await post(creator.cookie, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'short',
      revokeOtherSessions: true,
    });
    expect(weak.status).toBe(400);

    const changed = await post(creator.cookie, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'brand-new-2027',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const phone = cookieFrom(changed);
    expect((await apiAs(testApp, phone).me.$get()).status).toBe(200);
    expect((await apiAs(testApp, laptop).me.$get()).status).toBe(401);
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(401);
    expect((await signIn(testApp, creator)).status).toBe(401);
    expect(
      (await signIn(testApp, { email: creator.email, password: 'brand-new-2027' })).status,
    ).toBe(200);
  });

  it('changing the email happens only when the link sent to the new address is followed', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const taken = await createUser(testApp);
    const request = (newEmail: string) =>
      testApp.app.request('/api/auth/change-email', {
        method: 'POST',
        headers: { cookie: creator.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ newEmail, callbackURL: '/profile/settings' }),
      });

    expect((await request('maya.new@example.com')).status).toBe(200);
    expect((await (await apiAs(testApp, creator.cookie).me.$get()).json()).user.email).toBe(
      creator.email,
    );
    await testApp.outbox.settle();
    const email = testApp.inbox.findLast((candidate) => candidate.to === 'maya.new@example.com');
    expect(email?.subject).toBe('Confirm your new email for Emberpath');
    const link = /https?:\/\/\S+/.exec(email!.text)![0];

    const followed = await testApp.app.request(link.replace(testApp.config.appUrl, ''), {
      headers: { cookie: creator.cookie },
    });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/profile/settings');
    expect((await (await apiAs(testApp, creator.cookie).me.$get()).json()).user.email).toBe(
      'maya.new@example.com',
    );
    expect(
      (await signIn(testApp, { email: 'maya.new@example.com', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);

    // An address that has an account answers the same, and nothing is sent to it.
    expect((await request(taken.email)).status).toBe(200);
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter(
        (candidate) => candidate.to === taken.email && candidate.subject.includes('new email'),
      ),
    ).toEqual([]);
    const tooLong = await request(`${'a'.repeat(250)}@example.com`);
    expect(tooLong.status).toBe(422);
  });

  it('lists the signed-in devices and signs one out, or all the others', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const laptop = cookieFrom(await signIn(testApp, creator, { 'user-agent': 'Laptop browser' }));
    const tablet = cookieFrom(await signIn(testApp, creator, { 'user-agent': 'Tablet browser' }));
    const call = (cookie: string, path: string, body?: object) =>
      testApp.app.request(`/api/auth/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { cookie, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });

    const sessions = (await (await call(creator.cookie, 'list-sessions')).json()) as {
      token: string;
      userAgent: string | null;
    }[];
    expect(sessions).toHaveLength(3);
    const laptopSession = sessions.find((entry) => entry.userAgent === 'Laptop browser')!;
    expect(
      (await call(creator.cookie, 'revoke-session', { token: laptopSession.token })).status,
    ).toBe(200);
    expect((await apiAs(testApp, laptop).me.$get()).status).toBe(401);
    expect((await apiAs(testApp, tablet).me.$get()).status).toBe(200);

    expect((await call(creator.cookie, 'revoke-other-sessions', {})).status).toBe(200);
    expect((await apiAs(testApp, tablet).me.$get()).status).toBe(401);
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(200);
  });
});
