import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { cookieFrom, createStaff, createUser, signIn } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { addResource, notificationsOf } from '#testing/library-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

async function unlocksOf(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).resources.unlocks.$get();
  expect(response.status).toBe(200);
  return (await response.json()).unlocks;
}

function markSeen(testApp: TestApp, cookie: string, realmId: number) {
  return apiAs(testApp, cookie).resources.unlocks[':realmId'].seen.$post({
    param: { realmId: String(realmId) },
  });
}

async function completeRealm1(testApp: TestApp, cookie: string) {
  await finishRealmTasks(testApp, cookie, 1);
  expect((await claimKit(testApp, cookie, 1)).status).toBe(201);
}

describe('New Resources Unlocked!', () => {
  it('is shown once, on any device, after a completion opens a section that has resources', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await addResource(testApp, staff.cookie, { realmId: 2, title: 'Message Map' });
    await addResource(testApp, staff.cookie, { realmId: 2, title: 'Content Calendar' });
    const creator = await createUser(testApp);
    const bystander = await createUser(testApp);
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);

    await completeRealm1(testApp, creator.cookie);
    const expected = [{ realmId: 2, realmTitle: 'Structure', resourceCount: 2 }];
    expect(await unlocksOf(testApp, creator.cookie)).toEqual(expected);
    // The same creator on another device.
    const laptop = cookieFrom(await signIn(testApp, creator));
    expect(await unlocksOf(testApp, laptop)).toEqual(expected);
    expect(await unlocksOf(testApp, bystander.cookie)).toEqual([]);
    // Posted to the notification center in the same transaction as the completion.
    expect(await notificationsOf(testApp, creator.cookie, 'resources-unlocked')).toEqual([
      {
        title: 'New Resources Unlocked!',
        body: '2 new resources are waiting for you in the Library, in Realm 2: Structure.',
        actionPath: '/resources',
      },
    ]);

    const seen = await markSeen(testApp, laptop, 2);
    expect(seen.status).toBe(200);
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);
    // Sending the claim again changes nothing, and brings nothing back.
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(409);
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);
  });

  it('is not shown when the section that opened is empty', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await addResource(testApp, staff.cookie, { realmId: 3 });
    const creator = await createUser(testApp);
    await completeRealm1(testApp, creator.cookie);
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);
    expect(await notificationsOf(testApp, creator.cookie, 'resources-unlocked')).toEqual([]);
  });

  it('is not shown once the section’s resources were all deleted', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { id } = await addResource(testApp, staff.cookie, { realmId: 2 });
    const creator = await createUser(testApp);
    await completeRealm1(testApp, creator.cookie);
    await apiAs(testApp, staff.cookie).admin.resources[':resourceId'].$delete({
      param: { resourceId: id },
    });
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);
  });

  it('takes twenty "seen" at once, and a realm with nothing to see, calmly (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await addResource(testApp, staff.cookie, { realmId: 2 });
    const creator = await createUser(testApp);
    await completeRealm1(testApp, creator.cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => markSeen(testApp, creator.cookie, 2)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array<number>(20).fill(200));
    expect(await unlocksOf(testApp, creator.cookie)).toEqual([]);
    expect((await markSeen(testApp, creator.cookie, 3)).status).toBe(200);
    expect((await markSeen(testApp, creator.cookie, 0)).status).toBe(422);
  });
});
