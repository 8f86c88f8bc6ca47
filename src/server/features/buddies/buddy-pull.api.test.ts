import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buddyNudge, buddyPair } from '#server/db/schema/buddies.ts';
import { dailyCheckin } from '#server/db/schema/journey.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { nudgeWordsFor } from '#shared/rules/buddy-nudges.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { buddyCardsOf, makeBuddies, notificationKindsOf } from '#testing/buddy-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const DAY_MS = 86_400_000;

/** Noon in London on Saturday Nov 21; 07:00 the same day in New York. */
async function pullApp() {
  const clock = { now: new Date('2026-11-21T12:00:00Z') };
  const testApp = await createTestApp({}, { clock: () => clock.now });
  const maya = await createUser(testApp, { name: 'Maya', timeZone: 'Europe/London' });
  const jonas = await createUser(testApp, { name: 'Jonas', timeZone: 'America/New_York' });
  const pairId = await makeBuddies(testApp, maya, jonas);
  // Pairs are made at the real time; this one is dated into the test's calendar.
  await testApp.db
    .update(buddyPair)
    .set({ createdAt: new Date('2026-11-10T12:00:00Z') })
    .where(eq(buddyPair.id, pairId));
  return { testApp, clock, maya, jonas, pairId };
}

async function checkIn(testApp: TestApp, userId: string, dates: string[]) {
  for (const localDate of dates) {
    await testApp.db
      .insert(dailyCheckin)
      .values({ userId, localDate, prompt: 'Prompt', response: 'Response' });
  }
}

const novemberDays = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

function nudge(testApp: TestApp, cookie: string, pairId: number) {
  return apiAs(testApp, cookie).buddies[':pairId'].nudge.$post({
    param: { pairId: String(pairId) },
  });
}

const nudgeRows = (testApp: TestApp) => testApp.db.select().from(buddyNudge);
const nudgeEmails = (testApp: TestApp) =>
  testApp.db.select().from(outboxEmail).where(eq(outboxEmail.kind, 'buddy-nudge'));
const bellNudges = async (testApp: TestApp, userId: string) =>
  (await notificationKindsOf(testApp, userId)).filter((row) => row.kind === 'buddy-nudge');

describe('the streak buddies share', () => {
  it('counts the days both checked in since they paired, the same on both cards', async () => {
    const { testApp, maya, jonas } = await pullApp();
    // Both checked in every day this month, Maya today too; they paired on the 10th.
    await checkIn(testApp, maya.id, novemberDays(1, 21));
    await checkIn(testApp, jonas.id, novemberDays(1, 20));
    const mayasCard = (await buddyCardsOf(testApp, maya.cookie)).buddies[0]!;
    const jonassCard = (await buddyCardsOf(testApp, jonas.cookie)).buddies[0]!;
    expect(mayasCard.streakTogether).toBe(11);
    expect(jonassCard.streakTogether).toBe(11);
  });

  it('starts from nothing at a day either missed, or for a pair made today', async () => {
    const { testApp, maya, jonas, pairId } = await pullApp();
    await checkIn(testApp, maya.id, novemberDays(14, 21));
    await checkIn(
      testApp,
      jonas.id,
      novemberDays(14, 21).filter((date) => date !== '2026-11-20'),
    );
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.streakTogether).toBe(1);

    await testApp.db
      .update(buddyPair)
      .set({ createdAt: new Date('2026-11-21T11:00:00Z') })
      .where(eq(buddyPair.id, pairId));
    await testApp.db.delete(dailyCheckin).where(eq(dailyCheckin.localDate, '2026-11-21'));
    expect((await buddyCardsOf(testApp, jonas.cookie)).buddies[0]!.streakTogether).toBe(0);
  });
});

describe('nudging a quiet buddy', () => {
  it('reaches their bell and inbox with warm words, once a day, and the card says so', async () => {
    const { testApp, clock, maya, jonas, pairId } = await pullApp();
    await checkIn(testApp, jonas.id, ['2026-11-18']);
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.nudge).toBe('available');

    const sent = await nudge(testApp, maya.cookie, pairId);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ pairId, sentOn: '2026-11-21', nudge: 'nudged-today' });
    const words = nudgeWordsFor('Maya', '2026-11-21');
    expect(await bellNudges(testApp, jonas.id)).toEqual([
      { kind: 'buddy-nudge', title: 'A Nudge from Maya', body: words },
    ]);
    const [email] = await nudgeEmails(testApp);
    expect(email).toMatchObject({ to: jonas.email, subject: 'Maya is thinking of you' });
    expect(email!.text).toContain(words);
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.nudge).toBe('nudged-today');

    const again = await nudge(testApp, maya.cookie, pairId);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { title: 'Nudged Today' } });
    expect(await nudgeRows(testApp)).toHaveLength(1);

    // A new day on Maya's calendar: Jonas is still quiet, so one more gentle nudge may go.
    clock.now = new Date(clock.now.getTime() + DAY_MS);
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.nudge).toBe('available');
    expect((await nudge(testApp, maya.cookie, pairId)).status).toBe(201);
    expect(await bellNudges(testApp, jonas.id)).toHaveLength(2);
  });

  it('posts exactly one nudge however many requests arrive at once (the lock is proven on PostgreSQL)', async () => {
    const { testApp, maya, jonas, pairId } = await pullApp();
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => nudge(testApp, maya.cookie, pairId)))
    ).map((response) => Number(response.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await nudgeRows(testApp)).toHaveLength(1);
    expect(await bellNudges(testApp, jonas.id)).toHaveLength(1);
    expect(await nudgeEmails(testApp)).toHaveLength(1);
  });

  it('is refused, changing nothing, for a buddy who checked in lately', async () => {
    const { testApp, maya, jonas, pairId } = await pullApp();
    // The 19th on Jonas's calendar is two days before his today.
    await checkIn(testApp, jonas.id, ['2026-11-19']);
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.nudge).toBe('unavailable');
    const refused = await nudge(testApp, maya.cookie, pairId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'CONFLICT', title: 'Your Buddy Is on Their Way' },
    });
    expect(await nudgeRows(testApp)).toHaveLength(0);
    expect(await bellNudges(testApp, jonas.id)).toHaveLength(0);
  });

  it('is not offered to a buddy who turned nudges off, and refused without blame', async () => {
    const { testApp, maya, jonas, pairId } = await pullApp();
    const off = await apiAs(testApp, jonas.cookie)['email-preferences'].$put({
      json: { kind: 'buddy-nudge', isEnabled: false },
    });
    expect(off.status).toBe(200);
    expect((await buddyCardsOf(testApp, maya.cookie)).buddies[0]!.nudge).toBe('unavailable');
    const refused = await nudge(testApp, maya.cookie, pairId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { title: 'No Nudge Needed' } });
    expect(await nudgeRows(testApp)).toHaveLength(0);
    expect(await bellNudges(testApp, jonas.id)).toHaveLength(0);
    expect(await nudgeEmails(testApp)).toHaveLength(0);
  });

  it('needs an active pairing of one’s own', async () => {
    const { testApp, maya, jonas, pairId } = await pullApp();
    const stranger = await createUser(testApp);
    expect((await nudge(testApp, stranger.cookie, pairId)).status).toBe(404);
    await apiAs(testApp, jonas.cookie).buddies[':pairId'].end.$post({
      param: { pairId: String(pairId) },
    });
    const gone = await nudge(testApp, maya.cookie, pairId);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await nudgeRows(testApp)).toHaveLength(0);
    expect(
      await testApp.db.select().from(notification).where(eq(notification.kind, 'buddy-nudge')),
    ).toHaveLength(0);
  });
});
