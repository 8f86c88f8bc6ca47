import { describe, expect, it } from 'vitest';
import { realmCompletion } from '#server/db/schema/journey.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { readProgress } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { submitCheckin } from './checkins.service.ts';

const NEW_YORK = 'America/New_York';

/** Noon in New York on a November 2026 day (EST, UTC-5, after 1 November's change). */
const noonInNewYork = (day: string) => new Date(`${day}T17:00:00Z`);

async function checkInOn(testApp: TestApp, userId: string, days: string[]) {
  for (const day of days)
    await submitCheckin(testApp, {
      userId,
      timeZone: NEW_YORK,
      response: 'Showed up',
      now: noonInNewYork(day),
    });
}

/** Every day from `from` to `to`, but the ones left out. */
function daysFrom(from: string, to: string, leaveOut: string[] = []): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    const date = day.toISOString().slice(0, 10);
    if (!leaveOut.includes(date)) days.push(date);
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

describe('streaks that forgive, as the app reports them', () => {
  it('spends a freeze earned by a completed realm on a missed day, and marks the day', async () => {
    const clock = { now: noonInNewYork('2026-11-12') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    // Monday 9 to Wednesday 11; realm 1 done on Tuesday evening in New York (Wednesday in UTC).
    await checkInOn(testApp, creator.id, ['2026-11-09', '2026-11-10', '2026-11-11']);
    await testApp.db.insert(realmCompletion).values({
      userId: creator.id,
      realmId: 1,
      completedAt: new Date('2026-11-11T03:00:00Z'),
    });
    expect((await readProgress(testApp, creator.cookie)).streak).toMatchObject({
      current: 3,
      freezesHeld: 1,
      isAtRisk: false,
    });

    // Thursday 12 missed (the week's rest day), Friday 13 missed (the freeze): Saturday the run goes on.
    await checkInOn(testApp, creator.id, ['2026-11-14']);
    clock.now = noonInNewYork('2026-11-14');
    expect((await readProgress(testApp, creator.cookie)).streak).toEqual({
      current: 4,
      best: 4,
      lastRestDay: '2026-11-12',
      lastFrozenDay: '2026-11-13',
      earnedBackOn: null,
      isAtRisk: false,
      freezesHeld: 0,
      frozenDays: ['2026-11-13'],
      earnBack: null,
    });
  });

  it('offers a broken streak back and restores it on the second day, for the creator and for staff', async () => {
    const clock = { now: noonInNewYork('2026-11-18') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    // Eleven check-ins to Friday 13 (Sunday 8 rested); 14 rests, the run's freeze covers 15,
    // 16 rests a new week, 17 breaks it.
    await checkInOn(testApp, creator.id, daysFrom('2026-11-02', '2026-11-13', ['2026-11-08']));
    const before = (await readProgress(testApp, creator.cookie)).streak;
    expect(before).toMatchObject({
      current: 0,
      best: 11,
      earnBack: { streak: 11, daysDone: 0, daysNeeded: 2, lastDay: '2026-11-20' },
    });

    const firstDay = await apiAs(testApp, creator.cookie).checkins.$post({
      json: { response: 'Back at it.' },
    });
    expect(firstDay.status).toBe(201);
    expect((await readProgress(testApp, creator.cookie)).streak).toMatchObject({
      current: 1,
      earnBack: { daysDone: 1 },
    });

    // Thursday 19 skipped; Friday 20, the window's last day, relights it.
    clock.now = noonInNewYork('2026-11-20');
    const secondDay = await apiAs(testApp, creator.cookie).checkins.$post({
      json: { response: 'Second day.' },
    });
    expect(secondDay.status).toBe(201);
    expect((await readProgress(testApp, creator.cookie)).streak).toMatchObject({
      current: 13,
      best: 13,
      earnedBackOn: '2026-11-20',
      earnBack: null,
    });

    // Staff read the same streak on the creators list.
    const staff = await createStaff(testApp, { roles: ['coach'] });
    const list = await apiAs(testApp, staff.cookie).admin.creators.$get({
      query: { search: creator.email },
    });
    const listed = (await list.json()) as { items: { id: string; streak: number }[] };
    expect(listed.items.find((item) => item.id === creator.id)?.streak).toBe(13);
  });

  it('restores a streak once when 20 check-ins race on the day that earns it back', async () => {
    const clock = { now: noonInNewYork('2026-11-20') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    await checkInOn(testApp, creator.id, [
      ...daysFrom('2026-11-02', '2026-11-13', ['2026-11-08']),
      '2026-11-18',
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        apiAs(testApp, creator.cookie).checkins.$post({ json: { response: `Try ${index}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201,
      ...Array.from({ length: 19 }, () => 409),
    ]);
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.checkinCount).toBe(13);
    expect(progress.streak).toMatchObject({ current: 13, best: 13, earnedBackOn: '2026-11-20' });
  });
});
