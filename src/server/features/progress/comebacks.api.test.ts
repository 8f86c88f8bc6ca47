import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { completeQuest, readProgress } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('coming back after days away', () => {
  it('welcomes a creator back after 3+ of their days, until they do something; then Rekindled', async () => {
    // Friday 20 November, 21:00 in New York.
    const clock = { now: new Date('2026-11-21T02:00:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: 'America/New_York' });
    const checkIn = (response: string) =>
      apiAs(testApp, creator.cookie).checkins.$post({ json: { response } });
    expect((await checkIn('Friday.')).status).toBe(201);
    expect((await readProgress(testApp, creator.cookie)).comeback).toEqual({
      welcome: null,
      rekindled: null,
    });

    // Sunday 22 in New York (already Monday in UTC): two days, not yet a return.
    clock.now = new Date('2026-11-23T04:00:00Z');
    expect((await readProgress(testApp, creator.cookie)).comeback.welcome).toBeNull();

    // Monday 23 in New York: back after three days.
    clock.now = new Date('2026-11-23T15:00:00Z');
    expect((await readProgress(testApp, creator.cookie)).comeback).toEqual({
      welcome: { at: '2026-11-21T02:00:00.000Z', kind: 'checkin', questId: null, daysAway: 3 },
      rekindled: null,
    });

    // The small step done: the welcome has done its work, and the return is an achievement.
    expect((await checkIn('Back.')).status).toBe(201);
    expect((await readProgress(testApp, creator.cookie)).comeback).toEqual({
      welcome: null,
      rekindled: { on: '2026-11-23', daysAway: 3 },
    });
  });

  it('names the quest when the last thing done was a completed answer', async () => {
    const testApp = await createTestApp(
      {},
      // Four days after the answer is completed (its time is the database's own).
      { clock: () => new Date(Date.now() + 4 * 86_400_000) },
    );
    const creator = await createUser(testApp, { timeZone: 'UTC' });
    const completed = await completeQuest(
      testApp,
      creator.cookie,
      'r1-origin-story',
      'Where it began.',
    );
    expect(completed.status).toBe(200);
    expect((await readProgress(testApp, creator.cookie)).comeback.welcome).toMatchObject({
      kind: 'answer',
      questId: 'r1-origin-story',
      daysAway: 4,
    });
  });
});
