import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import {
  buddyCardsOf,
  makeBuddies,
  notificationKindsOf,
  overviewOf,
} from '#testing/buddy-helpers.ts';
import { claimKit, finishRealmTasks, readProgress } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('completing the realm a pair was made in', () => {
  it('graduates the pair in the same transaction, tells both, and frees both for new buddies', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    const priya = await createUser(testApp, { name: 'Priya' });
    const pairId = await makeBuddies(testApp, maya, jonas);
    await makeBuddies(testApp, priya, maya);

    await finishRealmTasks(testApp, maya.cookie, 1);
    expect((await claimKit(testApp, maya.cookie, 1)).status).toBe(201);

    expect((await readProgress(testApp, maya.cookie)).buddies).toEqual([]);
    expect((await buddyCardsOf(testApp, jonas.cookie)).buddies).toEqual([]);
    const past = (await overviewOf(testApp, jonas.cookie)).past;
    expect(past).toMatchObject([
      { id: pairId, buddy: { name: 'Maya' }, realm: 'Realm 1: Ideation', endReason: 'graduated' },
    ]);
    expect((await overviewOf(testApp, maya.cookie)).past).toHaveLength(2);

    const mayaNotes = await notificationKindsOf(testApp, maya.id);
    expect(mayaNotes.filter((row) => row.title === 'Buddies Graduated')).toHaveLength(2);
    expect(
      mayaNotes.find((row) => row.title === 'Buddies Graduated' && row.body.includes('Jonas'))
        ?.body,
    ).toBe(
      'You completed Realm 1: Ideation, so your pairing with Jonas has graduated. Find a new buddy in your next realm.',
    );
    expect((await notificationKindsOf(testApp, jonas.id)).at(-1)).toMatchObject({
      kind: 'buddy-ended',
      title: 'Buddies Graduated',
      body: 'Maya completed Realm 1: Ideation, so your pairing has graduated. Cheer them on, and find a new buddy when you are ready.',
    });

    // Both can pair again, each in their own realm.
    const newcomer = await createUser(testApp);
    await makeBuddies(testApp, jonas, newcomer);
    const realm2 = await createUser(testApp);
    await finishRealmTasks(testApp, realm2.cookie, 1);
    await claimKit(testApp, realm2.cookie, 1);
    await makeBuddies(testApp, maya, realm2);
    expect((await readProgress(testApp, maya.cookie)).buddies).toMatchObject([
      { realm: 'Realm 2: Structure', progress: 0 },
    ]);
    // Three creators through realm 1 and a dozen buddy calls: more than the usual 20 s on a busy machine.
  }, 60_000);

  it('leaves pairs made in another realm, and asking again changes nothing', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    for (const creator of [maya, jonas]) {
      await finishRealmTasks(testApp, creator.cookie, 1);
      await claimKit(testApp, creator.cookie, 1);
    }
    await makeBuddies(testApp, maya, jonas);
    // A repeated realm-1 claim is not a new completion: the realm-2 pair stays.
    expect((await claimKit(testApp, maya.cookie, 1)).status).toBe(409);
    expect((await readProgress(testApp, maya.cookie)).buddies).toHaveLength(1);
    await finishRealmTasks(testApp, jonas.cookie, 2);
    expect((await claimKit(testApp, jonas.cookie, 2)).status).toBe(201);
    expect((await readProgress(testApp, maya.cookie)).buddies).toEqual([]);
  });
});
