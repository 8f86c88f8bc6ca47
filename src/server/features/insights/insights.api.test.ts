import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import {
  bruteAtRisk,
  bruteFunnel,
  bruteStall,
  loadRawProgramme,
  insightFilterCases,
} from '#testing/insights-oracle.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');

async function seededProgramme() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  await seedProgramme(testApp.db, { now: NOW, count: 90, seed: 22 });
  return { testApp, staff, raw: await loadRawProgramme(testApp.db) };
}

const expectDays = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
};

async function readAll(
  testApp: TestApp,
  cookie: string,
  kind: string,
  query: Record<string, string>,
) {
  const items: { id: string; since: string; streakLength: number | null }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await apiAs(testApp, cookie).admin.insights['at-risk'][':kind'].$get({
      param: { kind: kind as 'stuck-on-quest' },
      query: { ...query, page: String(page), pageSize: '7' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    items.push(...body.items);
    if (!body.hasMore) return items;
  }
}

describe(
  'programme insights, recomputed by brute force over the raw rows',
  { timeout: 120_000 },
  () => {
    it('counts the funnel, the stalls and the at-risk lists right under every filter', async () => {
      const { testApp, staff, raw } = await seededProgramme();
      const api = apiAs(testApp, staff.cookie).admin.insights;
      for (const { query, window } of insightFilterCases) {
        const funnel = await (await api.funnel.$get({ query })).json();
        const expectedFunnel = bruteFunnel(raw, window);
        expect(funnel.steps.map((step) => step.count)).toEqual(
          expectedFunnel.map((step) => step.count),
        );
        funnel.steps.forEach((step, index) => {
          expectDays(step.medianDays, expectedFunnel[index]!.medianDays);
          const previous = funnel.steps[index - 1];
          if (previous)
            expect(step.conversion).toBe(previous.count === 0 ? 0 : step.count / previous.count);
        });
        expect(funnel.steps.map((step) => step.label)).toEqual([
          'Signed up',
          'First quest completed',
          'Realm 1: Ideation completed',
          'Realm 2: Structure completed',
          'Realm 3: Implementation completed',
          'Ember Kit shipped',
        ]);

        const stall = await (await api.stall.$get({ query })).json();
        const tasks = stall.realms.flatMap((realm) => realm.tasks);
        const expectedStall = bruteStall(raw, window, NOW);
        expect(tasks.map((task) => task.questId)).toEqual(
          expectedStall.map((task) => task.questId),
        );
        tasks.forEach((task, index) => {
          const expected = expectedStall[index]!;
          expect({
            id: task.questId,
            reached: task.reached,
            completed: task.completed,
            sitting: task.sittingNow,
          }).toEqual({
            id: expected.questId,
            reached: expected.reached,
            completed: expected.completed,
            sitting: expected.sittingNow,
          });
          expectDays(task.medianDays, expected.medianDays);
        });

        const expectedRisk = bruteAtRisk(raw, window, NOW);
        const lists = [
          ['new-and-quiet', expectedRisk.newAndQuiet],
          [
            'streak-broken',
            new Map([...expectedRisk.streakBroken].map(([id, value]) => [id, value.since])),
          ],
          ['stuck-on-quest', expectedRisk.stuck],
        ] as const;
        for (const [kind, expected] of lists) {
          const items = await readAll(testApp, staff.cookie, kind, query);
          expect(new Map(items.map((item) => [item.id, new Date(item.since).getTime()]))).toEqual(
            expected,
          );
          // Newest risk first by default, each page continuing the last.
          const sinces = items.map((item) => new Date(item.since).getTime());
          expect(sinces).toEqual([...sinces].sort((a, b) => b - a));
        }
        const streaks = await readAll(testApp, staff.cookie, 'streak-broken', query);
        for (const item of streaks)
          expect(item.streakLength).toBe(expectedRisk.streakBroken.get(item.id)!.length);
      }
    });

    it('seeds journeys of every shape, so the comparison is not vacuous', async () => {
      const { raw } = await seededProgramme();
      const everyone = { from: null, to: null };
      const funnel = bruteFunnel(raw, everyone);
      expect(funnel.every((step) => step.count > 0)).toBe(true);
      const risk = bruteAtRisk(raw, everyone, NOW);
      expect(risk.newAndQuiet.size).toBeGreaterThan(0);
      expect(risk.streakBroken.size).toBeGreaterThan(0);
      expect(risk.stuck.size).toBeGreaterThan(0);
      expect(risk.quietPairs.size).toBeGreaterThan(0);
      expect(bruteStall(raw, everyone, NOW).some((task) => task.sittingNow > 0)).toBe(true);
    });

    it('lists the active creators sitting on each quest, as the stall chart counts them', async () => {
      const { testApp, staff, raw } = await seededProgramme();
      const api = apiAs(testApp, staff.cookie).admin.insights;
      for (const expected of bruteStall(raw, { from: null, to: null }, NOW)) {
        const response = await api.stall[':questId'].$get({
          param: { questId: expected.questId },
          query: { pageSize: '100' },
        });
        expect(response.status).toBe(200);
        const ids = (await response.json()).items.map((item) => item.id).sort();
        expect(ids).toEqual(expected.sittingIds);
      }
      const unknown = await api.stall[':questId'].$get({
        param: { questId: 'r9-nothing' },
        query: {},
      });
      expect(unknown.status).toBe(404);
    });

    it('lists quiet buddy pairs, and sorts at-risk creators by name and join date', async () => {
      const { testApp, staff, raw } = await seededProgramme();
      const api = apiAs(testApp, staff.cookie).admin.insights;
      const pairs = await (await api['quiet-pairs'].$get({ query: { pageSize: '100' } })).json();
      const expected = bruteAtRisk(raw, { from: null, to: null }, NOW).quietPairs;
      expect(
        new Map(
          pairs.items.map((pair) => [
            pair.id,
            new Date(pair.lastNoteAt ?? pair.pairedAt).getTime(),
          ]),
        ),
      ).toEqual(expected);
      for (const sort of ['name', 'joined'] as const) {
        const response = await api['at-risk'][':kind'].$get({
          param: { kind: 'stuck-on-quest' },
          query: { sort, direction: 'asc', pageSize: '100' },
        });
        const items = (await response.json()).items;
        const keys = items.map((item) => (sort === 'name' ? item.name : item.joinedAt));
        expect(keys).toEqual([...keys].sort());
        expect(items.every((item) => item.currentQuest !== null)).toBe(true);
      }
    });

    it('exports each view as CSV, and refuses bad filters', async () => {
      const { testApp, staff } = await seededProgramme();
      const api = apiAs(testApp, staff.cookie).admin.insights;
      const csv = await api.stall['export.csv'].$get({ query: {} });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const text = await csv.text();
      expect(text.split('\r\n')[0]).toBe(
        'Realm,Quest,Reached,Completed,Median days to complete,Active creators on it now',
      );
      const funnelCsv = await (await api.funnel['export.csv'].$get({ query: {} })).text();
      expect(funnelCsv).toContain('Signed up,90,,');
      const atRisk = await api['at-risk'][':kind']['export.csv'].$get({
        param: { kind: 'new-and-quiet' },
        query: {},
      });
      expect(
        (await atRisk.text()).startsWith('Name,Email,Joined,Since,Last active,Current quest'),
      ).toBe(true);

      for (const query of [
        { cohort: 'week:2026-02-30' },
        { cohort: 'year:2026' },
        { from: '2026-11-10', to: '2026-11-01' },
      ]) {
        expect((await api.funnel.$get({ query })).status).toBe(422);
      }
      const bad = await api['at-risk'][':kind'].$get({
        param: { kind: 'everyone' as 'stuck-on-quest' },
        query: {},
      });
      expect(bad.status).toBe(422);
    });
  },
);
