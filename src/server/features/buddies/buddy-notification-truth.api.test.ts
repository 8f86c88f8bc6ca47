import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { makeBuddies, notificationKindsOf } from '#testing/buddy-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createBuddyNudgeJob } from './buddy-nudge-job.ts';

const DAY_MS = 86_400_000;

/** A Thursday at least three days off: the nudge's day, past a new pair's grace days. */
function nudgeThursday(): Date {
  const day = new Date(Date.now() + 3 * DAY_MS);
  day.setUTCHours(12, 0, 0, 0);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** What the bell shows a creator about buddies: every notification inviting a note, and the rest. */
async function bellOf(testApp: TestApp, cookie: string) {
  const { notifications } = await (await apiAs(testApp, cookie).notifications.$get()).json();
  return notifications.filter((note) => note.kind !== 'realm-unlocked');
}

const invitesANote = (note: { title: string; body: string }) =>
  /say hello|buddy note|A Note for Your Buddy/i.test(`${note.title} ${note.body}`);

describe('an old buddy notification, once the pair has ended', () => {
  it('no longer invites a hello or a note once the pair graduated, and says the pairing ended', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    // Maya asks, Jonas accepts: Maya is told 'Say hello with this week’s buddy note.'
    await makeBuddies(testApp, maya, jonas);
    await createBuddyNudgeJob({ db: testApp.db }).runDue(nudgeThursday());
    const before = await bellOf(testApp, maya.cookie);
    expect(before.filter(invitesANote).map((note) => note.kind)).toEqual([
      'buddy-note-reminder',
      'buddy-accepted',
    ]);

    await finishRealmTasks(testApp, maya.cookie, 1);
    expect((await claimKit(testApp, maya.cookie, 1)).status).toBe(201);

    for (const creator of [maya, jonas]) {
      const bell = await bellOf(testApp, creator.cookie);
      expect(bell.filter(invitesANote)).toEqual([]);
      expect(bell.find((note) => note.kind === 'buddy-note-reminder')).toMatchObject({
        title: 'A Past Buddy Pairing',
        body: 'This pairing has since ended, so there is no note to write. You can find a new buddy any time.',
        actionPath: '/buddies',
      });
    }
    expect(
      (await bellOf(testApp, maya.cookie)).find((note) => note.kind === 'buddy-accepted'),
    ).toMatchObject({ title: 'A Past Buddy Pairing' });
    // The graduation itself still reads as it did.
    expect((await notificationKindsOf(testApp, jonas.id)).at(-1)).toMatchObject({
      title: 'Buddies Graduated',
    });
  }, 60_000);

  it('reads truthfully once either buddy ended the pairing or blocked the other', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    const priya = await createUser(testApp, { name: 'Priya' });
    const ended = await makeBuddies(testApp, maya, jonas);
    await makeBuddies(testApp, priya, maya);
    const ending = await apiAs(testApp, jonas.cookie).buddies[':pairId'].end.$post({
      param: { pairId: String(ended) },
    });
    expect(ending.status).toBe(200);
    expect(
      (await bellOf(testApp, maya.cookie)).filter((note) => note.kind === 'buddy-accepted'),
    ).toMatchObject([{ title: 'A Past Buddy Pairing' }]);

    // Priya's 'say hello' stays while her pairing with Maya lasts, and goes when Maya blocks her.
    expect(
      (await bellOf(testApp, priya.cookie)).find((note) => note.kind === 'buddy-accepted'),
    ).toMatchObject({ title: 'You Have a Realm Buddy!' });
    const blocking = await apiAs(testApp, maya.cookie).buddies.blocks.$post({
      json: { creatorId: priya.id },
    });
    expect(blocking.status).toBe(200);
    expect((await bellOf(testApp, priya.cookie)).filter(invitesANote)).toEqual([]);
  }, 60_000);
});
