import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { readProgress } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { submitCheckin } from '../checkins/checkins.service.ts';

const noonOn = (day: string) => new Date(`${day}T12:00:00Z`);

describe('"Streak of 7+ days just broke" under the forgiving rules', () => {
  it('lists a creator once rest day and freeze are spent, and not once they are earning it back', async () => {
    const clock = { now: noonOn('2026-11-13') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const staff = await createStaff(testApp, { roles: ['coach'] });
    const creator = await createUser(testApp, { timeZone: 'UTC' });
    // Monday 2 to Monday 9 November: eight days, the seventh earning a freeze.
    for (let day = 2; day <= 9; day += 1)
      await submitCheckin(testApp, {
        userId: creator.id,
        timeZone: 'UTC',
        response: 'Showed up',
        now: noonOn(`2026-11-0${day}`),
      });
    const brokenList = async () =>
      (
        await (
          await apiAs(testApp, staff.cookie).admin.insights['at-risk'][':kind'].$get({
            param: { kind: 'streak-broken' },
            query: { pageSize: '100' },
          })
        ).json()
      ).items;

    // Tuesday 10 rested, Wednesday 11 frozen: on Thursday 12 the run still stands.
    clock.now = noonOn('2026-11-12');
    expect(await brokenList()).toEqual([]);
    // Thursday missed too: on Friday the run of eight is gone, and can be earned back.
    clock.now = noonOn('2026-11-13');
    expect((await brokenList()).map((item) => [item.id, item.streakLength])).toEqual([
      [creator.id, 8],
    ]);

    // Friday and Saturday checked in: the list lets them go, and the streak is back whole.
    for (const day of ['2026-11-13', '2026-11-14']) {
      clock.now = noonOn(day);
      expect(
        (await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'Back' } }))
          .status,
      ).toBe(201);
    }
    expect(await brokenList()).toEqual([]);
    expect((await readProgress(testApp, creator.cookie)).streak).toMatchObject({
      current: 10,
      earnedBackOn: '2026-11-14',
      frozenDays: ['2026-11-11'],
    });
  });
});
