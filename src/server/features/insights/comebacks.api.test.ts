import { describe, expect, it } from 'vitest';
import { nudge } from '#server/db/schema/insights.ts';
import { questAnswer } from '#server/db/schema/journey.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { submitCheckin } from '../checkins/checkins.service.ts';

// Wednesday 25 November 2026: the twelve weeks run from Monday 7 September to Monday 23 November.
const NOW = new Date('2026-11-25T15:30:00Z');
const noonOn = (day: string) => new Date(`${day}T12:00:00Z`);
const days = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, index) => `2026-11-${String(from + index).padStart(2, '0')}`,
  );

async function checkInOn(testApp: TestApp, userId: string, dates: readonly string[]) {
  // One after the other: a later day's check-in landing first would refuse an earlier one.
  for (const date of dates)
    await submitCheckin(testApp, {
      userId,
      timeZone: 'UTC',
      response: 'Showed up',
      now: noonOn(date),
    });
}

const quietWeek = (weekStart: string) => ({
  weekStart,
  comebacks: 0,
  streaksEarnedBack: 0,
  freezesUsed: 0,
  nudged: 0,
  nudgedBack: 0,
  nudgedBackShare: null,
});

describe('Insights: comebacks, week by week', () => {
  it('counts returns, earn-backs, freezes and nudged creators back, each in its week, and the CSV says the same', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const staff = await createStaff(testApp, { roles: ['coach'] });
    const [streaker, answered, ignored, returner] = [
      await createUser(testApp, { timeZone: 'UTC' }),
      await createUser(testApp, { timeZone: 'UTC' }),
      await createUser(testApp, { timeZone: 'UTC' }),
      await createUser(testApp, { timeZone: 'UTC' }),
    ];
    // The streaker: 2–9 Nov (a freeze earned), Tue 10 rested, Wed 11 frozen, Thu 12 breaks the
    // run of 8; back Fri 13 (a comeback) and earned back Sat 14. Sun 15 and Mon 16 rested, Tue 17
    // frozen; back Wed 18 (a comeback), Fri 20 breaks the run of 12, earned back Sun 22 (21 came
    // only two days after 19: no comeback). Mon 23 rested, Tue 24 frozen.
    await checkInOn(testApp, streaker.id, [
      ...days(2, 9),
      ...days(13, 14),
      ...days(18, 19),
      ...days(21, 22),
    ]);
    // Nudged Wed 4 Nov after a check-in on Mon 2, and back (a comeback) two days later.
    await checkInOn(testApp, answered.id, ['2026-11-02']);
    await testApp.db.insert(nudge).values({
      recipientId: answered.id,
      sentBy: staff.id,
      message: 'How is it going?',
      createdAt: new Date('2026-11-04T10:00:00Z'),
    });
    await checkInOn(testApp, answered.id, ['2026-11-06']);
    // Nudged Thu 5 Nov after a check-in on Tue 3, and back only on Fri 13: eight days on.
    await checkInOn(testApp, ignored.id, ['2026-11-03']);
    await testApp.db.insert(nudge).values({
      recipientId: ignored.id,
      sentBy: staff.id,
      message: 'How is it going?',
      createdAt: new Date('2026-11-05T10:00:00Z'),
    });
    await checkInOn(testApp, ignored.id, ['2026-11-13']);
    // Back on 1 Aug (before the twelve weeks), on Thu 1 Oct, and on Mon 5 Oct with a quest
    // answer saved, four days after the check-in.
    await checkInOn(testApp, returner.id, ['2026-07-01', '2026-08-01', '2026-10-01']);
    await testApp.db.insert(questAnswer).values({
      userId: returner.id,
      questId: 'r1-q1',
      realmId: 1,
      content: 'My first answer',
      updatedAt: noonOn('2026-10-05'),
    });

    const api = apiAs(testApp, staff.cookie).admin.insights;
    const response = await api.comebacks.$get({ query: {} });
    expect(response.status).toBe(200);
    const { weeks } = await response.json();
    expect(weeks).toEqual([
      quietWeek('2026-09-07'),
      quietWeek('2026-09-14'),
      quietWeek('2026-09-21'),
      { ...quietWeek('2026-09-28'), comebacks: 1 },
      { ...quietWeek('2026-10-05'), comebacks: 1 },
      quietWeek('2026-10-12'),
      quietWeek('2026-10-19'),
      quietWeek('2026-10-26'),
      { ...quietWeek('2026-11-02'), comebacks: 1, nudged: 2, nudgedBack: 1, nudgedBackShare: 0.5 },
      { ...quietWeek('2026-11-09'), comebacks: 2, streaksEarnedBack: 1, freezesUsed: 1 },
      { ...quietWeek('2026-11-16'), comebacks: 1, streaksEarnedBack: 1, freezesUsed: 1 },
      { ...quietWeek('2026-11-23'), freezesUsed: 1 },
    ]);

    const csv = await api.comebacks['export.csv'].$get({ query: {} });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).trimEnd().split('\r\n')).toEqual([
      'Week (Monday),Comebacks,Streaks earned back,Freezes used,Creators nudged,Nudged: active again within 7 days,Nudged: active again within 7 days (%)',
      '2026-09-07,0,0,0,0,0,',
      '2026-09-14,0,0,0,0,0,',
      '2026-09-21,0,0,0,0,0,',
      '2026-09-28,1,0,0,0,0,',
      '2026-10-05,1,0,0,0,0,',
      '2026-10-12,0,0,0,0,0,',
      '2026-10-19,0,0,0,0,0,',
      '2026-10-26,0,0,0,0,0,',
      '2026-11-02,1,0,0,2,1,50',
      '2026-11-09,2,1,1,0,0,',
      '2026-11-16,1,1,1,0,0,',
      '2026-11-23,0,0,1,0,0,',
    ]);
  });

  it('is for staff who may read insights only', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const creator = await createUser(testApp, { timeZone: 'UTC' });
    const api = apiAs(testApp, creator.cookie).admin.insights;
    expect((await api.comebacks.$get({ query: {} })).status).toBe(403);
    expect((await api.comebacks['export.csv'].$get({ query: {} })).status).toBe(403);
  });
});
