import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userInvitePrivileges } from '#server/db/schema/invites.ts';
import { realmCompletion, rewardClaim } from '#server/db/schema/journey.ts';
import { createUser } from '#testing/auth-helpers.ts';
import {
  claimKit,
  finishRealmTasks,
  getProgress,
  validClaim,
  completeQuest,
} from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

type ProgressJson = {
  currentRealm: number;
  realms: { id: number; unlocked: boolean; completed: boolean; completedAt: string | null }[];
  rewardsClaimed: { realmId: number; status: string }[];
};

const kitEmails = (testApp: Awaited<ReturnType<typeof createTestApp>>) =>
  testApp.inbox.filter((email) => email.subject.startsWith('Ember Kit to ship'));

const progressOf = async (testApp: Awaited<ReturnType<typeof createTestApp>>, cookie: string) =>
  (await (await getProgress(testApp, cookie)).json()) as ProgressJson;

describe('completing a realm with the Ember Kit claim', () => {
  it('refuses until every quest and the final task are done', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Story');
    const response = await claimKit(testApp, creator.cookie, 1);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { title: 'Not Ready Yet' } });
    expect((await progressOf(testApp, creator.cookie)).realms[0]!.completed).toBe(false);
  });

  it('needs name, email and address, and changes nothing without them', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);
    const response = await claimKit(testApp, creator.cookie, 1, { ...validClaim, address: '  ' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        title: 'Missing Information',
        message: 'Please fill in all required fields.',
      },
    });
    const badEmail = await claimKit(testApp, creator.cookie, 1, {
      ...validClaim,
      email: 'not-an-email',
    });
    expect(badEmail.status).toBe(422);
    expect((await progressOf(testApp, creator.cookie)).realms[0]!.completed).toBe(false);
  });

  it('completes the realm, unlocks the next, stores the claim and emails the staff', async () => {
    const testApp = await createTestApp({
      adminEmails: new Set(['staff@example.com', 'lead@example.com']),
    });
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);

    const response = await claimKit(testApp, creator.cookie, 1, {
      name: 'Maya Rivera',
      email: 'maya@example.com',
      address: '12 Ember Lane',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      claim: { realmId: 1, name: 'Maya Rivera', city: null, status: 'pending' },
    });

    const progress = await progressOf(testApp, creator.cookie);
    expect(progress.currentRealm).toBe(2);
    expect(progress.realms[0]).toMatchObject({ completed: true });
    expect(progress.realms[0]!.completedAt).not.toBeNull();
    expect(progress.realms[1]).toMatchObject({ unlocked: true, completed: false });
    expect(progress.realms[2]).toMatchObject({ unlocked: false });
    // What the realms screen shows of the kit, not the shipping address, which stays with the claim.
    expect(progress.rewardsClaimed).toEqual([
      {
        realmId: 1,
        status: 'pending',
        carrier: null,
        trackingNumber: null,
        cancelReason: null,
        shippedAt: null,
      },
    ]);

    await testApp.outbox.settle();
    expect(
      kitEmails(testApp)
        .map((email) => email.to)
        .sort(),
    ).toEqual(['lead@example.com', 'staff@example.com']);
    expect(kitEmails(testApp)[0]?.subject).toBe(
      'Ember Kit to ship: Maya Rivera completed Realm 1 Ideation',
    );
    expect(kitEmails(testApp)[0]?.text).toContain('12 Ember Lane');
  });

  it("answers a second claim (another device's) with 409 'Already Claimed' and changes nothing", async () => {
    const testApp = await createTestApp({ adminEmails: new Set(['staff@example.com']) });
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    const repeat = await claimKit(testApp, creator.cookie, 1, {
      ...validClaim,
      name: 'Someone Else',
    });
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        title: 'Already Claimed',
        message:
          'You have already claimed the Ember Kit for Ideation, perhaps on another device. Nothing was sent again.',
      },
    });
    expect(
      await testApp.db.select().from(rewardClaim).where(eq(rewardClaim.userId, creator.id)),
    ).toMatchObject([{ name: 'Maya Rivera' }]);
    await testApp.outbox.settle();
    expect(kitEmails(testApp)).toHaveLength(1);
  });

  it('yields exactly one completion and one claim from twenty requests at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({ adminEmails: new Set(['staff@example.com']) });
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => claimKit(testApp, creator.cookie, 1)))
    ).map((response): number => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(
      await testApp.db.select().from(realmCompletion).where(eq(realmCompletion.userId, creator.id)),
    ).toHaveLength(1);
    expect(
      await testApp.db.select().from(rewardClaim).where(eq(rewardClaim.userId, creator.id)),
    ).toHaveLength(1);
    await testApp.outbox.settle();
    expect(kitEmails(testApp)).toHaveLength(1);
  });

  it('refuses a locked realm with 403 and grants invites after realm 2', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const locked = await claimKit(testApp, creator.cookie, 2);
    expect(locked.status).toBe(403);

    await finishRealmTasks(testApp, creator.cookie, 1);
    await claimKit(testApp, creator.cookie, 1);
    const [beforeRealm2] = await testApp.db
      .select()
      .from(userInvitePrivileges)
      .where(eq(userInvitePrivileges.userId, creator.id));
    expect(beforeRealm2).toBeUndefined();

    await finishRealmTasks(testApp, creator.cookie, 2);
    expect((await claimKit(testApp, creator.cookie, 2)).status).toBe(201);
    const [privileges] = await testApp.db
      .select()
      .from(userInvitePrivileges)
      .where(eq(userInvitePrivileges.userId, creator.id));
    expect(privileges?.realm2CompletedAt).toBeInstanceOf(Date);
    expect(privileges?.invitesUsedAfterRealm2).toBe(0);
    expect((await progressOf(testApp, creator.cookie)).currentRealm).toBe(3);
  });

  it('answers 404 for a realm without content, and keeps creators apart', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const other = await createUser(testApp);
    expect((await claimKit(testApp, creator.cookie, 4)).status).toBe(404);
    await finishRealmTasks(testApp, creator.cookie, 1);
    await claimKit(testApp, creator.cookie, 1);
    const othersProgress = await progressOf(testApp, other.cookie);
    expect(othersProgress).toMatchObject({ currentRealm: 1, rewardsClaimed: [] });
  });
});
