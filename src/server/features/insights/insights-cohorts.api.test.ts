import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import {
  ACTIVITY_DAYS,
  RETENTION_COHORTS,
  RETENTION_WEEKS,
  streakBuckets,
} from '#shared/schemas/insights.ts';
import { cohortMember } from '../../db/schema/cohorts.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import {
  bruteAtRisk,
  bruteFunnel,
  bruteStall,
  loadRawProgramme,
  type Raw,
} from '#testing/insights-oracle.ts';
import { bruteActivity, bruteRetention } from '#testing/insights-oracle-counts.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const everyone = { from: null, to: null };

async function createCohort(testApp: TestApp, cookie: string, name: string) {
  const created = await apiAs(testApp, cookie).admin.cohorts.$post({
    json: {
      name,
      startsAt: '2026-01-05T09:00:00Z',
      startsTimeZone: 'UTC',
      capacity: null,
      pace: 'self',
      realmWeeks: [...weeklyRealmWeeks],
      closesAtStart: false,
    },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** 90 seeded creators: every third in Spring, the next in Autumn, the rest in no cohort. */
async function programmeInCohorts() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  await seedProgramme(testApp.db, { now: NOW, count: 90, seed: 33 });
  const spring = await createCohort(testApp, staff.cookie, 'Spring');
  const autumn = await createCohort(testApp, staff.cookie, 'Autumn');
  const raw = await loadRawProgramme(testApp.db);
  const creators = raw.users.filter((account) => account.role === 'creator');
  const members = new Map([
    [spring, creators.filter((_, index) => index % 3 === 0).map((account) => account.id)],
    [autumn, creators.filter((_, index) => index % 3 === 1).map((account) => account.id)],
  ]);
  for (const [cohortId, userIds] of members)
    await testApp.db.insert(cohortMember).values(userIds.map((userId) => ({ userId, cohortId })));
  const api = apiAs(testApp, staff.cookie).admin.insights;
  return { testApp, staff, api, raw, spring, autumn, members };
}

type Api = Awaited<ReturnType<typeof programmeInCohorts>>['api'];

/** The raw rows as if the cohort's members were the only creators. */
const onlyMembers = (raw: Raw, userIds: readonly string[]): Raw => ({
  ...raw,
  users: raw.users.filter((account) => account.role !== 'creator' || userIds.includes(account.id)),
});

/** Retention and activity filtered by the cohort are brute force over `memberRaw`'s rows. */
async function expectCountsAsBrute(api: Api, memberRaw: Raw, cohortId: number) {
  const query = { cohortId: String(cohortId) };
  const retention = await (await api.retention.$get({ query })).json();
  expect(
    retention.cohorts.map((cohort) => ({
      week: cohort.week,
      creators: cohort.creators,
      cells: cohort.cells.map(({ weekIndex, eligible, active }) => ({
        weekIndex,
        eligible,
        active,
      })),
    })),
  ).toEqual(
    bruteRetention(memberRaw, everyone, NOW, {
      cohorts: RETENTION_COHORTS,
      weeks: RETENTION_WEEKS,
    }),
  );
  const activity = await (await api.activity.$get({ query })).json();
  const expectedActivity = bruteActivity(memberRaw, everyone, NOW, {
    days: ACTIVITY_DAYS,
    bucketStarts: streakBuckets.map((bucket) => bucket.from),
  });
  expect(activity.days).toEqual(expectedActivity.days);
  expect(activity.streaks.map((bucket) => bucket.creators)).toEqual(expectedActivity.streaks);
}

/** The cohort's stalls, task by task, are brute force over its members' rows. */
async function expectStallAsBrute(
  api: Api,
  raw: Raw,
  userIds: readonly string[],
  cohortId: number,
) {
  const stall = await (await api.stall.$get({ query: { cohortId: String(cohortId) } })).json();
  expect(
    stall.realms
      .flatMap((realm) => realm.tasks)
      .map((task) => [task.reached, task.completed, task.medianDays, task.sittingNow]),
  ).toEqual(
    bruteStall(onlyMembers(raw, userIds), everyone, NOW).map((task) => [
      task.reached,
      task.completed,
      task.medianDays,
      task.sittingNow,
    ]),
  );
}

describe('insights by programme cohort', { timeout: 120_000 }, () => {
  it('counts only the cohort’s members in every view, as brute force over their rows does', async () => {
    const { testApp, staff, api, raw, spring, members } = await programmeInCohorts();
    const memberRaw = onlyMembers(raw, members.get(spring)!);
    const query = { cohortId: String(spring) };

    const funnel = await (await api.funnel.$get({ query })).json();
    expect(funnel.steps.map((step) => step.count)).toEqual(
      bruteFunnel(memberRaw, everyone).map((step) => step.count),
    );
    expect(funnel.steps[0]!.count).toBe(30);

    const stall = await (await api.stall.$get({ query })).json();
    expect(
      stall.realms
        .flatMap((realm) => realm.tasks)
        .map((task) => [task.reached, task.completed, task.sittingNow]),
    ).toEqual(
      bruteStall(memberRaw, everyone, NOW).map((task) => [
        task.reached,
        task.completed,
        task.sittingNow,
      ]),
    );

    await expectCountsAsBrute(api, memberRaw, spring);

    const risk = bruteAtRisk(memberRaw, everyone, NOW);
    for (const [kind, expected] of [
      ['new-and-quiet', risk.newAndQuiet],
      ['streak-broken', risk.streakBroken],
      ['stuck-on-quest', risk.stuck],
    ] as const) {
      const response = await apiAs(testApp, staff.cookie).admin.insights['at-risk'][':kind'].$get({
        param: { kind },
        query: { ...query, pageSize: '100' },
      });
      const ids = (await response.json()).items.map((item) => item.id);
      expect(ids.sort(), kind).toEqual([...expected.keys()].sort());
    }
    // The seed gives the cohort someone on each list, so the comparison is not vacuous.
    expect(risk.stuck.size + risk.newAndQuiet.size).toBeGreaterThan(0);
  });

  it('follows a creator who moves cohort, then leaves: the next count has them where they are', async () => {
    const { testApp, api, raw, spring, autumn, members } = await programmeInCohorts();
    const signedUp = async (cohortId: number) =>
      (await (await api.funnel.$get({ query: { cohortId: String(cohortId) } })).json()).steps[0]!
        .count;
    expect([await signedUp(spring), await signedUp(autumn)]).toEqual([30, 30]);
    // One with active days and completed tasks, so the member counts and the stalls' kept
    // completions have something to move.
    const moving = members
      .get(spring)!
      .find(
        (id) =>
          raw.checkins.some((checkin) => checkin.userId === id) &&
          raw.answers.some((answer) => answer.userId === id && answer.completedAt),
      )!;
    await expectStallAsBrute(api, raw, members.get(spring)!, spring);
    await testApp.db
      .update(cohortMember)
      .set({ cohortId: autumn })
      .where(eq(cohortMember.userId, moving));
    expect([await signedUp(spring), await signedUp(autumn)]).toEqual([29, 31]);
    const springAfter = members.get(spring)!.filter((id) => id !== moving);
    const autumnAfter = [...members.get(autumn)!, moving];
    await expectCountsAsBrute(api, onlyMembers(raw, springAfter), spring);
    await expectCountsAsBrute(api, onlyMembers(raw, autumnAfter), autumn);
    await expectStallAsBrute(api, raw, springAfter, spring);
    await expectStallAsBrute(api, raw, autumnAfter, autumn);

    await testApp.db.delete(cohortMember).where(eq(cohortMember.userId, moving));
    expect(await signedUp(autumn)).toBe(30);
    await expectCountsAsBrute(api, onlyMembers(raw, members.get(autumn)!), autumn);
    await expectStallAsBrute(api, raw, members.get(autumn)!, autumn);
  });

  it('compares cohorts side by side: each one’s figures, as its own filter counts them', async () => {
    const { api, spring, autumn } = await programmeInCohorts();
    const cohortIds = `${autumn},${spring}`;
    for (const view of ['funnel', 'stall', 'retention'] as const) {
      const response = await api.compare.$get({ query: { cohortIds, view } });
      expect(response.status).toBe(200);
      const compare = await response.json();
      expect(compare.view).toBe(view);
      expect(compare.cohorts.map((cohort) => [cohort.id, cohort.name])).toEqual([
        [autumn, 'Autumn'],
        [spring, 'Spring'],
      ]);
      for (const cohort of compare.cohorts) {
        const query = { cohortId: String(cohort.id) };
        if (view === 'funnel') {
          const funnel = await (await api.funnel.$get({ query })).json();
          expect(cohort.creators).toBe(30);
          expect(cohort.rows.map((row) => [row.count, row.of])).toEqual(
            funnel.steps.map((step) => [step.count, 30]),
          );
        } else if (view === 'stall') {
          const stall = await (await api.stall.$get({ query })).json();
          expect(cohort.rows.map((row) => [row.count, row.of])).toEqual(
            stall.realms.flatMap((realm) =>
              realm.tasks.map((task) => [task.completed, task.reached]),
            ),
          );
        } else {
          const retention = await (await api.retention.$get({ query })).json();
          expect(cohort.creators).toBe(30);
          // Pooled over every sign-up week: the grid's cells added up, column by column.
          expect(cohort.rows.map((row) => row.of)).toEqual(
            Array.from({ length: RETENTION_WEEKS }, (_, week) =>
              retention.cohorts.reduce((sum, row) => sum + row.cells[week]!.eligible, 0),
            ),
          );
        }
        for (const row of cohort.rows)
          expect(row.share).toBe(row.of === 0 ? null : row.count / row.of);
      }
    }
    const csv = await api.compare['export.csv'].$get({ query: { cohortIds, view: 'funnel' } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toContain('Cohort');
    expect(lines.filter((line) => line.startsWith('Spring'))).toHaveLength(6);
  });

  it('compares cohorts’ stalls, each as brute force over its members, an empty one as zeros', async () => {
    const { testApp, staff, api, raw, spring, autumn, members } = await programmeInCohorts();
    const empty = await createCohort(testApp, staff.cookie, 'Winter');
    const compared = await api.compare.$get({
      query: { cohortIds: `${spring},${empty},${autumn}`, view: 'stall' },
    });
    expect(compared.status).toBe(200);
    const compare = await compared.json();
    for (const cohortId of [spring, autumn]) {
      const brute = bruteStall(onlyMembers(raw, members.get(cohortId)!), everyone, NOW);
      const cohort = compare.cohorts.find((candidate) => candidate.id === cohortId)!;
      expect(cohort.creators).toBe(30);
      expect(cohort.rows.map((row) => [row.count, row.of, row.medianDays])).toEqual(
        brute.map((task) => [task.completed, task.reached, task.medianDays]),
      );
      // The cohort's own filter, answered from what the comparison kept (nothing changed
      // since), sitting on each task included.
      const stall = await (await api.stall.$get({ query: { cohortId: String(cohortId) } })).json();
      expect(stall.realms.flatMap((realm) => realm.tasks).map((task) => task.sittingNow)).toEqual(
        brute.map((task) => task.sittingNow),
      );
    }
    const winter = compare.cohorts.find((candidate) => candidate.id === empty)!;
    expect(winter.creators).toBe(0);
    expect(winter.rows.every((row) => row.count === 0 && row.of === 0 && row.share === null)).toBe(
      true,
    );
  });

  it('refuses a cohort it cannot read with a 422 or a 404 and words, never a 500', async () => {
    const { api, spring } = await programmeInCohorts();
    for (const cohortId of ['abc', '0', '-1', '1.5', '1000000000000', 'x\u0000', '']) {
      const response = await api.funnel.$get({ query: { cohortId } });
      expect(response.status, JSON.stringify(cohortId)).toBe(422);
    }
    const unknown = await api.stall.$get({ query: { cohortId: '999999' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('There is no such cohort.');
    const atRisk = await api['at-risk'][':kind'].$get({
      param: { kind: 'stuck-on-quest' },
      query: { cohortId: '999999' },
    });
    expect(atRisk.status).toBe(404);

    for (const cohortIds of [
      String(spring),
      '1,2,3,4,5',
      `${spring},${spring}`,
      'a,b',
      '1,\u0000',
      '1,1000000000000',
      '1,'.repeat(40),
      '',
    ]) {
      const response = await api.compare.$get({ query: { cohortIds } });
      expect(response.status, JSON.stringify(cohortIds)).toBe(422);
    }
    const view = await api.compare.$get({
      query: { cohortIds: `${spring},999999`, view: 'streaks' as 'funnel' },
    });
    expect(view.status).toBe(422);
    const gone = await api.compare.$get({ query: { cohortIds: `${spring},999999` } });
    expect(gone.status).toBe(404);
  });

  it('gives a coach the cohorts’ names to filter by, and nothing more of cohorts', async () => {
    const { testApp, spring, autumn } = await programmeInCohorts();
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const names = await apiAs(testApp, coach.cookie).admin.insights.cohorts.$get();
    expect(names.status).toBe(200);
    expect((await names.json()).cohorts).toEqual(
      expect.arrayContaining([
        { id: spring, name: 'Spring' },
        { id: autumn, name: 'Autumn' },
      ]),
    );
    expect((await apiAs(testApp, coach.cookie).admin.cohorts.$get()).status).toBe(403);
  });
});
