import { and, eq, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buddyPair } from '#server/db/schema/buddies.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import {
  acceptRequest,
  buddyCardsOf,
  makeBuddies,
  notificationKindsOf,
  overviewOf,
  requestBuddy,
  sendRequestByEmail,
} from '#testing/buddy-helpers.ts';
import {
  claimKit,
  completeQuest,
  finishRealmTasks,
  readProgress,
} from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

async function activePairsOf(testApp: TestApp, userId: string) {
  return testApp.db
    .select()
    .from(buddyPair)
    .where(
      and(
        or(eq(buddyPair.firstUserId, userId), eq(buddyPair.secondUserId, userId)),
        isNull(buddyPair.endedAt),
      ),
    );
}

describe('accepting a buddy request', () => {
  it('pairs the two, tells the sender, and each sees the other’s real progress', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya Rivera' });
    const jonas = await createUser(testApp, { name: 'Jonas Berg' });
    await completeQuest(testApp, jonas.cookie, 'r1-origin-story', 'My story');

    const requestId = await sendRequestByEmail(testApp, maya, jonas);
    const accepted = await acceptRequest(testApp, jonas.cookie, requestId);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ realm: 'Realm 1: Ideation' });
    expect((await notificationKindsOf(testApp, maya.id)).map((row) => row.kind)).toEqual([
      'buddy-accepted',
    ]);

    const mayasProgress = await readProgress(testApp, maya.cookie);
    expect(mayasProgress.buddies).toEqual([
      {
        id: expect.any(Number),
        name: 'Jonas Berg',
        currentQuest: 'Audience Discovery Worksheet',
        progress: 20,
        realm: 'Realm 1: Ideation',
        avatar: null,
      },
    ]);
    const jonasCards = await buddyCardsOf(testApp, jonas.cookie);
    expect(jonasCards.buddies).toMatchObject([
      { name: 'Maya Rivera', progress: 0, currentQuest: 'Your Creative Origin Story', streak: 0 },
    ]);
    // Both sides of the request are settled; a second acceptance finds nothing waiting.
    expect((await overviewOf(testApp, jonas.cookie)).incoming).toEqual([]);
    expect((await overviewOf(testApp, maya.cookie)).sent).toEqual([]);
    expect((await acceptRequest(testApp, jonas.cookie, requestId)).status).toBe(404);
  });

  it('names a creator without a name by their address’s first part, and shows the streak', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { email: `maya.rivera.${Date.now()}@example.com` });
    const jonas = await createUser(testApp);
    await apiAs(testApp, maya.cookie).checkins.$post({ json: { response: 'Wrote today.' } });
    await makeBuddies(testApp, maya, jonas);
    const [card] = (await buddyCardsOf(testApp, jonas.cookie)).buddies;
    expect(card!.name).toBe(maya.email.split('@')[0]);
    expect(card!.streak).toBe(1);
  });

  it('refuses a request across realms when it is sent, in the words Accept would give', async () => {
    const testApp = await createTestApp();
    const ahead = await createUser(testApp, { name: 'Ahead' });
    const behind = await createUser(testApp, { name: 'Behind' });
    await finishRealmTasks(testApp, ahead.cookie, 1);
    expect((await claimKit(testApp, ahead.cookie, 1)).status).toBe(201);

    const refused = await requestBuddy(testApp, ahead.cookie, { email: behind.email });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        title: 'Different Realms',
        message:
          'You are in Realm 2: Structure, and the creator at that address is in another realm. Buddies pair within the same realm.',
      },
    });
    // Nothing waits on either side: no "1 buddy request is waiting" that can never be answered.
    expect((await overviewOf(testApp, behind.cookie)).incoming).toEqual([]);
    expect((await overviewOf(testApp, ahead.cookie)).sent).toEqual([]);
    expect(await notificationKindsOf(testApp, behind.id)).toEqual([]);

    // Once both are in realm 2, a request pairs them.
    await finishRealmTasks(testApp, behind.cookie, 1);
    await claimKit(testApp, behind.cookie, 1);
    await makeBuddies(testApp, ahead, behind);
    expect(await activePairsOf(testApp, ahead.id)).toMatchObject([{ realmId: 2 }]);
  });

  it('clears waiting requests that can no longer be accepted when one creator moves on', async () => {
    const testApp = await createTestApp();
    const mover = await createUser(testApp, { name: 'Mover' });
    const stayer = await createUser(testApp, { name: 'Stayer' });
    const neighbour = await createUser(testApp, { name: 'Neighbour' });
    const toStayer = await sendRequestByEmail(testApp, mover, stayer);
    const fromStayer = await sendRequestByEmail(testApp, stayer, mover);
    const betweenOthers = await sendRequestByEmail(testApp, neighbour, stayer);
    expect((await overviewOf(testApp, stayer.cookie)).incoming).toHaveLength(2);

    await finishRealmTasks(testApp, mover.cookie, 1);
    expect((await claimKit(testApp, mover.cookie, 1)).status).toBe(201);

    // Only the request between the two still in realm 1 waits.
    expect(
      (await overviewOf(testApp, stayer.cookie)).incoming.map((request) => request.id),
    ).toEqual([betweenOthers]);
    expect((await overviewOf(testApp, stayer.cookie)).sent).toEqual([]);
    expect((await overviewOf(testApp, mover.cookie)).incoming).toEqual([]);
    expect((await overviewOf(testApp, mover.cookie)).sent).toEqual([]);
    expect((await acceptRequest(testApp, stayer.cookie, toStayer)).status).toBe(404);
    expect((await acceptRequest(testApp, mover.cookie, fromStayer)).status).toBe(404);
    expect((await acceptRequest(testApp, stayer.cookie, betweenOthers)).status).toBe(200);
  });

  it('refuses a third buddy on either side, and refuses pairing twice', async () => {
    const testApp = await createTestApp();
    const [hub, first, second, third, fourth] = await Promise.all(
      ['Hub', 'First', 'Second', 'Third', 'Fourth'].map((name) => createUser(testApp, { name })),
    );
    await makeBuddies(testApp, hub!, first!);
    const again = await sendRequestByEmail(testApp, first!, hub!);
    const twice = await acceptRequest(testApp, hub!.cookie, again);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { title: 'Already Buddies' } });

    const earlier = await sendRequestByEmail(testApp, hub!, fourth!);
    await makeBuddies(testApp, second!, hub!);
    // The hub is full: they cannot accept a third…
    const toHub = await sendRequestByEmail(testApp, third!, hub!);
    const mine = await acceptRequest(testApp, hub!.cookie, toHub);
    expect(mine.status).toBe(409);
    expect(await mine.json()).toMatchObject({
      error: {
        title: 'Two Buddies Already',
        message: 'You already have two realm buddies. End a pairing to make room for another.',
      },
    });
    // …nor send another request, nor be accepted as someone’s third.
    expect((await requestBuddy(testApp, hub!.cookie, { email: third!.email })).status).toBe(409);
    const theirs = await acceptRequest(testApp, fourth!.cookie, earlier);
    expect(theirs.status).toBe(409);
    expect(await theirs.json()).toMatchObject({
      error: {
        message: 'Hub already has two realm buddies, so this pairing cannot start right now.',
      },
    });
    expect(await activePairsOf(testApp, hub!.id)).toHaveLength(2);
    expect(await activePairsOf(testApp, fourth!.id)).toHaveLength(0);
  });

  it('never forms a third pair under twenty accepts at once, from both sides (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const hub = await createUser(testApp, { name: 'Hub' });
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createUser(testApp, { name: `Creator ${index}` })),
    );
    // Ten ask the hub; the hub asks the other ten.
    const incoming = others.slice(0, 10);
    const outgoing = others.slice(10);
    const toHub = await Promise.all(
      incoming.map((other) => sendRequestByEmail(testApp, other, hub)),
    );
    const fromHub = await Promise.all(
      outgoing.map((other) => sendRequestByEmail(testApp, hub, other)),
    );

    const statuses = (
      await Promise.all([
        ...toHub.map((requestId) => acceptRequest(testApp, hub.cookie, requestId)),
        ...fromHub.map((requestId, index) =>
          acceptRequest(testApp, outgoing[index]!.cookie, requestId),
        ),
      ])
    ).map((response) => Number(response.status));

    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await activePairsOf(testApp, hub.id)).toHaveLength(2);
    expect((await buddyCardsOf(testApp, hub.cookie)).buddies).toHaveLength(2);
  });

  it('pairs once when the same request is accepted twenty times at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp);
    const jonas = await createUser(testApp);
    const requestId = await sendRequestByEmail(testApp, maya, jonas);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, () => acceptRequest(testApp, jonas.cookie, requestId)),
      )
    ).map((response) => Number(response.status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
    expect(await activePairsOf(testApp, maya.id)).toHaveLength(1);
    expect(await notificationKindsOf(testApp, maya.id)).toHaveLength(1);
  });
});

describe('ending a pairing', () => {
  it('is open to either buddy, tells the other, keeps it as history, and frees both', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    const stranger = await createUser(testApp);
    const pairId = await makeBuddies(testApp, maya, jonas);
    const end = (cookie: string) =>
      apiAs(testApp, cookie).buddies[':pairId'].end.$post({ param: { pairId: String(pairId) } });

    expect((await end(stranger.cookie)).status).toBe(404);
    expect((await end(jonas.cookie)).status).toBe(200);
    expect((await end(maya.cookie)).status).toBe(404);
    expect((await notificationKindsOf(testApp, maya.id)).at(-1)).toMatchObject({
      kind: 'buddy-ended',
      body: expect.stringContaining('Jonas ended your pairing'),
    });
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies).toEqual([]);
    expect((await readProgress(testApp, maya.cookie)).buddies).toEqual([]);
    expect((await overviewOf(testApp, maya.cookie)).past).toMatchObject([
      { id: pairId, buddy: { name: 'Jonas' }, endReason: 'ended', endedByMe: false },
    ]);
    expect((await overviewOf(testApp, jonas.cookie)).past).toMatchObject([
      { buddy: { name: 'Maya' }, endedByMe: true },
    ]);
    // They may pair again.
    await makeBuddies(testApp, jonas, maya);
    expect(await activePairsOf(testApp, maya.id)).toHaveLength(1);
  });
});
