import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { insightStaleCreator } from '#server/db/schema/insights.ts';
import { ACTIVITY_DAYS, streakBuckets } from '#shared/schemas/insights.ts';
import { findMentions } from '#testing/account-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, DEFAULT_PASSWORD } from '#testing/auth-helpers.ts';
import { loadRawProgramme, bruteFunnel, type Window } from '#testing/insights-oracle.ts';
import { bruteActivity, bruteRetention } from '#testing/insights-oracle-counts.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createCurriculumCache } from '../curriculum/curriculum-cache.ts';
import { refreshInsights } from './rollup.service.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const everyone: Window = { from: null, to: null };

async function seededProgramme() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  const { ids } = await seedProgramme(testApp.db, { now: NOW, count: 60, seed: 31 });
  return { testApp, ids, api: apiAs(testApp, staff.cookie).admin.insights };
}

/** What the views answer for everyone, without the time they were counted at. */
async function readViews(api: ReturnType<typeof apiAs>['admin']['insights']) {
  const [funnel, retention, activity] = await Promise.all([
    api.funnel.$get({ query: {} }).then((response) => response.json()),
    api.retention.$get({ query: {} }).then((response) => response.json()),
    api.activity.$get({ query: {} }).then((response) => response.json()),
  ]);
  return {
    funnel: funnel.steps.map((step) => [step.count, step.medianDays]),
    retention: retention.cohorts,
    activity: [activity.days, activity.streaks],
  };
}

async function expectCountsMatchRawRows(testApp: TestApp, api: Parameters<typeof readViews>[0]) {
  const raw = await loadRawProgramme(testApp.db);
  const retention = (await (await api.retention.$get({ query: {} })).json()).cohorts;
  expect(
    retention.map((cohort) => ({
      ...cohort,
      cells: cohort.cells.map(({ weekIndex, eligible, active }) => ({
        weekIndex,
        eligible,
        active,
      })),
    })),
  ).toEqual(bruteRetention(raw, everyone, NOW, { cohorts: 12, weeks: 12 }));
  const activity = await (await api.activity.$get({ query: {} })).json();
  const expected = bruteActivity(raw, everyone, NOW, {
    days: ACTIVITY_DAYS,
    bucketStarts: streakBuckets.map((bucket) => bucket.from),
  });
  expect(activity.days).toEqual(expected.days);
  expect(activity.streaks.map((bucket) => bucket.creators)).toEqual(expected.streaks);
  const funnel = await (await api.funnel.$get({ query: {} })).json();
  expect(funnel.steps.map((step) => step.count)).toEqual(
    bruteFunnel(raw, everyone).map((step) => step.count),
  );
}

describe('the insights rollup (decision 029)', { timeout: 120_000 }, () => {
  it('counts a creator’s change by the next time staff look, and says what is still waiting', async () => {
    const { testApp, api } = await seededProgramme();
    const before = await (await api.activity.$get({ query: {} })).json();
    expect(before.pendingCreators).toBe(0);
    const creator = await createUser(testApp, { name: 'New Nia' });
    const checkin = await apiAs(testApp, creator.cookie).checkins.$post({
      json: { response: 'Filmed my first reel.' },
    });
    expect(checkin.status).toBe(201);
    const after = await (await api.activity.$get({ query: {} })).json();
    const today = (answer: typeof before) => answer.days.at(-1)!;
    expect(today(after).activeCreators).toBe(today(before).activeCreators + 1);
    expect(today(after).checkins).toBe(today(before).checkins + 1);
    expect(new Date(after.countedAt)).toEqual(NOW);
    await expectCountsMatchRawRows(testApp, api);
  });

  it('takes a deleted account out of every count at once, and keeps nothing of it', async () => {
    const { testApp, api } = await seededProgramme();
    const creator = await createUser(testApp, { name: 'Leaving Lee' });
    await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'Last words.' } });
    await readViews(api);
    const deleted = await apiAs(testApp, creator.cookie).account.delete.$post({
      json: { email: creator.email, password: DEFAULT_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await findMentions(testApp.db, [creator.id])).toEqual([]);
    await expectCountsMatchRawRows(testApp, api);
  });

  it('counts each creator once when passes run side by side, and counting again changes nothing (the lock is proven on PostgreSQL)', async () => {
    const { testApp, api } = await seededProgramme();
    const rollup = {
      db: testApp.db,
      curriculum: createCurriculumCache({ db: testApp.db, logger: pino({ level: 'silent' }) }),
    };
    // Four passes of ten at once, until everyone is counted (truly parallel only on PostgreSQL).
    for (;;) {
      const passes = await Promise.all(
        Array.from({ length: 4 }, () => refreshInsights(rollup, { now: NOW, limit: 10 })),
      );
      if (passes.every((counted) => counted === 0)) break;
    }
    await expectCountsMatchRawRows(testApp, api);
    const counted = await readViews(api);

    await testApp.db.execute(
      sql`insert into ${insightStaleCreator} (user_id) select id from "user" on conflict do nothing`,
    );
    expect((await api.funnel.$get({ query: {} }).then((r) => r.json())).pendingCreators).toBe(0);
    expect(await readViews(api)).toEqual(counted);
  });

  it('keeps the newer count when a creator writes mid-pass and another process counts them first', async () => {
    const { testApp, api } = await seededProgramme();
    await readViews(api);
    const creator = await createUser(testApp, { name: 'Busy Bo' });
    const rollup = {
      db: testApp.db,
      curriculum: createCurriculumCache({ db: testApp.db, logger: pino({ level: 'silent' }) }),
    };
    // This pass's rows are read before its transaction; in between, the creator checks in and
    // another process's pass counts them, check-in and all.
    const otherProcessMeanwhile = new Proxy(testApp.db, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (property !== 'transaction')
          return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: Parameters<TestApp['db']['transaction']>) => {
          const written = await apiAs(testApp, creator.cookie).checkins.$post({
            json: { response: 'Written mid-pass.' },
          });
          expect(written.status).toBe(201);
          expect(await refreshInsights(rollup, { now: NOW, userIds: [creator.id] })).toBe(1);
          return target.transaction(...args);
        };
      },
    });
    await refreshInsights(
      { ...rollup, db: otherProcessMeanwhile },
      { now: NOW, userIds: [creator.id] },
    );
    // Nothing waits, so the views read the counts as they are: with the check-in.
    expect((await api.funnel.$get({ query: {} }).then((r) => r.json())).pendingCreators).toBe(0);
    await expectCountsMatchRawRows(testApp, api);
  });
});
