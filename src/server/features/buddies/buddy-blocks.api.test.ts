import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import {
  buddyCardsOf,
  makeBuddies,
  notificationKindsOf,
  overviewOf,
  requestBuddy,
  sendRequestByEmail,
} from '#testing/buddy-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const block = (testApp: TestApp, cookie: string, creatorId: string) =>
  apiAs(testApp, cookie).buddies.blocks.$post({ json: { creatorId } });
const unblock = (testApp: TestApp, cookie: string, creatorId: string) =>
  apiAs(testApp, cookie).buddies.blocks[':creatorId'].$delete({ param: { creatorId } });

describe('blocking a creator', () => {
  it('hides their requests, now and later, without them ever knowing', async () => {
    const testApp = await createTestApp();
    const pest = await createUser(testApp, { name: 'Pest' });
    const maya = await createUser(testApp, { name: 'Maya' });
    await sendRequestByEmail(testApp, pest, maya);

    expect((await block(testApp, maya.cookie, pest.id)).status).toBe(200);
    const overview = await overviewOf(testApp, maya.cookie);
    expect(overview.incoming).toEqual([]);
    expect(overview.blocked).toMatchObject([{ id: pest.id, name: 'Pest' }]);

    // A new request answers exactly as any other, reaches no one, and looks open to its sender.
    const notificationsBefore = (await notificationKindsOf(testApp, maya.id)).length;
    const cancelAndResend = async () => {
      const [open] = (await overviewOf(testApp, pest.cookie)).sent;
      await apiAs(testApp, pest.cookie).buddies.requests[':requestId'].cancel.$post({
        param: { requestId: String(open!.id) },
      });
      return requestBuddy(testApp, pest.cookie, { email: maya.email });
    };
    const resent = await cancelAndResend();
    expect(resent.status).toBe(201);
    expect((await overviewOf(testApp, pest.cookie)).sent).toHaveLength(1);
    expect((await overviewOf(testApp, maya.cookie)).incoming).toEqual([]);
    expect(await notificationKindsOf(testApp, maya.id)).toHaveLength(notificationsBefore);
    expect(await notificationKindsOf(testApp, pest.id)).toEqual([]);

    // Unblocking shows what is still waiting.
    expect((await unblock(testApp, maya.cookie, pest.id)).status).toBe(200);
    expect((await overviewOf(testApp, maya.cookie)).incoming).toMatchObject([
      { from: { name: 'Pest' } },
    ]);
    expect((await unblock(testApp, maya.cookie, pest.id)).status).toBe(404);
  });

  it('ends a pairing with them the ordinary way', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    await makeBuddies(testApp, maya, jonas);
    expect((await block(testApp, maya.cookie, jonas.id)).status).toBe(200);
    expect((await buddyCardsOf(testApp, jonas.cookie)).buddies).toEqual([]);
    expect((await notificationKindsOf(testApp, jonas.id)).at(-1)).toMatchObject({
      kind: 'buddy-ended',
      title: 'Buddy Pairing Ended',
    });
  });

  it('is only for creators who have asked or been a buddy: anyone else is a 404', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp);
    const stranger = await createUser(testApp);
    const asked = await createUser(testApp);
    await sendRequestByEmail(testApp, maya, asked);
    expect((await block(testApp, maya.cookie, stranger.id)).status).toBe(404);
    expect((await block(testApp, maya.cookie, 'no-such-creator')).status).toBe(404);
    expect((await block(testApp, maya.cookie, maya.id)).status).toBe(404);
    // Maya asked them; they did not ask her.
    expect((await block(testApp, maya.cookie, asked.id)).status).toBe(404);
    expect((await block(testApp, asked.cookie, maya.id)).status).toBe(200);
  });
});

describe('Find a Realm Buddy', () => {
  it('lists only creators who chose to be findable, in the same realm, with room, and not blocked', async () => {
    const testApp = await createTestApp();
    const seeker = await createUser(testApp, { name: 'Seeker' });
    const shy = await createUser(testApp, { name: 'Shy' });
    const open = await createUser(testApp, { name: 'Open' });
    const blocker = await createUser(testApp, { name: 'Blocker' });
    const full = await createUser(testApp, { name: 'Full' });
    const ahead = await createUser(testApp, { name: 'Ahead' });
    await finishRealmTasks(testApp, ahead.cookie, 1);
    await claimKit(testApp, ahead.cookie, 1);
    const visibility = (cookie: string, isFindable: boolean) =>
      apiAs(testApp, cookie).buddies.visibility.$put({ json: { isFindable } });

    expect((await overviewOf(testApp, shy.cookie)).isFindable).toBe(false);
    for (const creator of [open, blocker, full, ahead]) {
      expect((await visibility(creator.cookie, true)).status).toBe(200);
    }
    await sendRequestByEmail(testApp, seeker, blocker);
    await block(testApp, blocker.cookie, seeker.id);
    await makeBuddies(testApp, full, await createUser(testApp));
    await makeBuddies(testApp, full, await createUser(testApp));

    const candidates = async () =>
      (await (await apiAs(testApp, seeker.cookie).buddies.candidates.$get()).json()).candidates;
    expect(await candidates()).toEqual([
      {
        id: open.id,
        name: 'Open',
        avatar: null,
        isRequested: false,
        about: { bio: '', links: [] },
      },
    ]);

    const sent = await requestBuddy(testApp, seeker.cookie, { creatorId: open.id });
    expect(sent.status).toBe(201);
    expect((await sent.json()).request.email).toBeNull();
    expect(await candidates()).toMatchObject([{ id: open.id, isRequested: true }]);
    expect((await overviewOf(testApp, seeker.cookie)).sent[0]).toMatchObject({
      email: null,
      to: { name: 'Open' },
    });
    expect((await overviewOf(testApp, open.cookie)).incoming).toMatchObject([
      { from: { name: 'Seeker' } },
    ]);

    // Someone not findable, or in another realm, cannot be asked this way; switching off hides a creator.
    for (const elsewhere of [shy, ahead]) {
      const refused = await requestBuddy(testApp, seeker.cookie, { creatorId: elsewhere.id });
      expect(refused.status).toBe(404);
    }
    await visibility(open.cookie, false);
    expect(await candidates()).toEqual([]);
  });
});
