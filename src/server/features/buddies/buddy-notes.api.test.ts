import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buddyNote, buddyPair } from '#server/db/schema/buddies.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { buddyCardsOf, makeBuddies, notificationKindsOf } from '#testing/buddy-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createBuddyNudgeJob } from './buddy-nudge-job.ts';

const DAY_MS = 86_400_000;

/** An app whose clock the test moves (notes are dated by it; pairs are made at the real time). */
async function appWithClock(start: Date) {
  const clock = { now: start };
  const testApp = await createTestApp({}, { clock: () => clock.now });
  return { testApp, clock };
}

function writeNote(testApp: TestApp, cookie: string, pairId: number, text: string) {
  return apiAs(testApp, cookie).buddies[':pairId'].note.$put({
    param: { pairId: String(pairId) },
    json: { text },
  });
}

/** The first Thursday at noon UTC at least three days from now: pairs made now are past their grace. */
function nextNudgeThursday(): Date {
  const day = new Date(Date.now() + 3 * DAY_MS);
  day.setUTCHours(12, 0, 0, 0);
  while (day.getUTCDay() !== 4) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

describe('weekly buddy notes', () => {
  it('stay on their own pair’s card when a creator has two buddies', async () => {
    const { testApp } = await appWithClock(new Date('2026-11-18T10:00:00Z'));
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    const ines = await createUser(testApp, { name: 'Ines' });
    const withJonas = await makeBuddies(testApp, maya, jonas);
    const withInes = await makeBuddies(testApp, ines, maya);
    await writeNote(testApp, jonas.cookie, withJonas, 'Jonas filmed a short.');
    await writeNote(testApp, ines.cookie, withInes, 'Ines wrote a script.');
    await writeNote(testApp, maya.cookie, withInes, 'Maya to Ines: nice!');

    const cards = (await buddyCardsOf(testApp, maya.cookie)).buddies;
    const notesOn = (pairId: number) =>
      cards
        .find((card) => card.id === pairId)!
        .notes.map((note) => note.text)
        .sort();
    expect(notesOn(withJonas)).toEqual(['Jonas filmed a short.']);
    expect(notesOn(withInes)).toEqual(['Ines wrote a script.', 'Maya to Ines: nice!']);
  });

  it('are one per buddy per week, dated, shown to both, and rewritten within the week', async () => {
    const { testApp, clock } = await appWithClock(new Date('2026-11-18T10:00:00Z'));
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas', timeZone: 'Pacific/Auckland' });
    const pairId = await makeBuddies(testApp, maya, jonas);

    expect((await writeNote(testApp, jonas.cookie, pairId, '  Filmed two shorts.  ')).status).toBe(
      200,
    );
    const rewritten = await writeNote(testApp, jonas.cookie, pairId, 'Filmed three shorts!');
    expect(await rewritten.json()).toMatchObject({
      note: { weekStart: '2026-11-16', writtenOn: '2026-11-18', text: 'Filmed three shorts!' },
    });
    const mayasView = await buddyCardsOf(testApp, maya.cookie);
    expect(mayasView.thisWeek).toBe('2026-11-16');
    expect(mayasView.buddies[0]!.notes).toEqual([
      {
        id: expect.any(Number),
        isMine: false,
        authorName: 'Jonas',
        weekStart: '2026-11-16',
        writtenOn: '2026-11-18',
        text: 'Filmed three shorts!',
      },
    ]);

    // The next week is a new note; the old one stays on the card below it.
    clock.now = new Date('2026-11-24T09:00:00Z');
    await writeNote(testApp, jonas.cookie, pairId, 'Edited all week.');
    await writeNote(testApp, maya.cookie, pairId, 'Posted my first reel.');
    const notes = (await buddyCardsOf(testApp, jonas.cookie)).buddies[0]!.notes;
    expect(notes.map((note) => [note.authorName, note.weekStart, note.text])).toEqual([
      ['Maya', '2026-11-23', 'Posted my first reel.'],
      ['You', '2026-11-23', 'Edited all week.'],
      ['You', '2026-11-16', 'Filmed three shorts!'],
    ]);
  });

  it('keep one row however many are written at once (the lock is proven on PostgreSQL)', async () => {
    const { testApp } = await appWithClock(new Date('2026-11-18T10:00:00Z'));
    const maya = await createUser(testApp);
    const jonas = await createUser(testApp);
    const pairId = await makeBuddies(testApp, maya, jonas);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          writeNote(testApp, maya.cookie, pairId, `Draft ${index}`),
        ),
      )
    ).map((response) => Number(response.status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(
      await testApp.db.select().from(buddyNote).where(eq(buddyNote.pairId, pairId)),
    ).toHaveLength(1);
  });

  it('need words, fit in 500 characters, and belong to the pair’s own members', async () => {
    const { testApp } = await appWithClock(new Date('2026-11-18T10:00:00Z'));
    const maya = await createUser(testApp);
    const jonas = await createUser(testApp);
    const stranger = await createUser(testApp);
    const pairId = await makeBuddies(testApp, maya, jonas);
    const blank = await writeNote(testApp, maya.cookie, pairId, '   ');
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({
      error: {
        title: 'Share Your Week',
        message: 'Please write a line or two about your week for your buddy.',
      },
    });
    expect((await writeNote(testApp, maya.cookie, pairId, 'x'.repeat(501))).status).toBe(422);
    expect((await writeNote(testApp, stranger.cookie, pairId, 'Hello')).status).toBe(404);
    await apiAs(testApp, jonas.cookie).buddies[':pairId'].end.$post({
      param: { pairId: String(pairId) },
    });
    expect((await writeNote(testApp, maya.cookie, pairId, 'Hello')).status).toBe(404);
  });
});

describe('the weekly nudge', () => {
  it('reminds both of a quiet pair once a week from Thursday, and not a pair that wrote (the lock is proven on PostgreSQL)', async () => {
    const thursday = nextNudgeThursday();
    const monday = new Date(thursday.getTime() - 3 * DAY_MS);
    const { testApp, clock } = await appWithClock(monday);
    const [maya, jonas, priya, sam] = await Promise.all(
      ['Maya', 'Jonas', 'Priya', 'Sam'].map((name) => createUser(testApp, { name })),
    );
    await makeBuddies(testApp, maya!, jonas!);
    const talkative = await makeBuddies(testApp, priya!, sam!);
    await writeNote(testApp, sam!.cookie, talkative, 'Busy and happy.');
    const job = createBuddyNudgeJob({ db: testApp.db });

    // Wednesday is too early.
    expect(await job.runDue(new Date(thursday.getTime() - DAY_MS))).toEqual({ nudged: 0 });
    clock.now = thursday;
    // Two servers at once still nudge each pair once.
    const runs = await Promise.all([job.runDue(thursday), job.runDue(thursday)]);
    expect(runs.reduce((sum, run) => sum + run.nudged, 0)).toBe(1);
    expect(await job.runDue(new Date(thursday.getTime() + DAY_MS))).toEqual({ nudged: 0 });

    const reminders = async (userId: string) =>
      (await notificationKindsOf(testApp, userId)).filter(
        (row) => row.kind === 'buddy-note-reminder',
      );
    expect(await reminders(maya!.id)).toEqual([
      {
        kind: 'buddy-note-reminder',
        title: 'A Note for Your Buddy?',
        body: 'Neither you nor Jonas has written this week’s buddy note yet. A line or two about your week keeps you close.',
      },
    ]);
    expect(await reminders(jonas!.id)).toHaveLength(1);
    expect(await reminders(priya!.id)).toEqual([]);

    // A new week, a new nudge.
    expect(await job.runDue(new Date(thursday.getTime() + 7 * DAY_MS))).toEqual({ nudged: 2 });
  });

  it('leaves a pair made in the last two days alone', async () => {
    const thursday = nextNudgeThursday();
    const { testApp } = await appWithClock(thursday);
    const maya = await createUser(testApp);
    const jonas = await createUser(testApp);
    const pairId = await makeBuddies(testApp, maya, jonas);
    const madeAt = (instant: Date) =>
      testApp.db.update(buddyPair).set({ createdAt: instant }).where(eq(buddyPair.id, pairId));
    const job = createBuddyNudgeJob({ db: testApp.db });

    await madeAt(new Date(thursday.getTime() - DAY_MS));
    expect(await job.runDue(thursday)).toEqual({ nudged: 0 });
    await madeAt(new Date(thursday.getTime() - 3 * DAY_MS));
    expect(await job.runDue(thursday)).toEqual({ nudged: 1 });
  });
});
