import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { createCohort, joinCohort } from '#testing/cohort-helpers.ts';
import { claimKit, completeQuest, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const minute = 60_000;

describe('a cohort’s pace', () => {
  // Both start on a Monday at 09:00 in their own zone; New York moves its clocks on 8 March,
  // so its week 2 opens at 09:00 there, an hour earlier in UTC than its start.
  it.each([
    {
      zone: 'America/New_York',
      startsAt: '2026-03-02T14:00:00Z',
      realmTwoOpensAt: '2026-03-09T13:00:00Z',
    },
    {
      zone: 'Asia/Tokyo',
      startsAt: '2026-03-02T00:00:00Z',
      realmTwoOpensAt: '2026-03-09T00:00:00Z',
    },
  ])(
    'keeps realm 2 closed to a member until its week opens at 09:00 in $zone',
    async ({ zone, startsAt, realmTwoOpensAt }) => {
      let now = new Date('2026-02-20T12:00:00Z');
      const testApp = await createTestApp({}, { clock: () => now });
      const cohort = await createCohort(testApp, { startsAt, startsTimeZone: zone });
      const creator = await createUser(testApp);
      expect((await joinCohort(testApp, creator.cookie, cohort.joinCode)).status).toBe(200);

      now = new Date(startsAt);
      await finishRealmTasks(testApp, creator.cookie, 1);
      expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);

      now = new Date(new Date(realmTwoOpensAt).getTime() - minute);
      const early = await completeQuest(testApp, creator.cookie, 'r2-creative-rhythm', 'My answer');
      expect(early.status).toBe(404);

      now = new Date(realmTwoOpensAt);
      const onTime = await completeQuest(
        testApp,
        creator.cookie,
        'r2-creative-rhythm',
        'My answer',
      );
      expect(onTime.status).toBe(200);
    },
  );

  it('lets a self-paced member answer nothing before the start, and everything open from it', async () => {
    let now = new Date('2026-03-10T12:00:00Z');
    const testApp = await createTestApp({}, { clock: () => now });
    const cohort = await createCohort(testApp, {
      pace: 'self',
      startsAt: '2026-03-16T09:00:00Z',
      startsTimeZone: 'Europe/London',
    });
    const creator = await createUser(testApp);
    expect((await joinCohort(testApp, creator.cookie, cohort.joinCode)).status).toBe(200);

    now = new Date('2026-03-16T08:59:00Z');
    expect((await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Hi')).status).toBe(
      404,
    );
    now = new Date('2026-03-16T09:00:00Z');
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    // No weeks to wait for: realm 2 is theirs as soon as realm 1 is done.
    expect((await completeQuest(testApp, creator.cookie, 'r2-creative-rhythm', 'Hi')).status).toBe(
      200,
    );
  });
});
