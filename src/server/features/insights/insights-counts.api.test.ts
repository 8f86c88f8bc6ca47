import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DAYS,
  KIT_OVERDUE_DAYS,
  RETENTION_COHORTS,
  RETENTION_WEEKS,
  streakBuckets,
} from '#shared/schemas/insights.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { insightFilterCases, loadRawProgramme } from '#testing/insights-oracle.ts';
import { bruteActivity, bruteOperations, bruteRetention } from '#testing/insights-oracle-counts.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');

async function seededProgramme() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  await seedProgramme(testApp.db, { now: NOW, count: 90, seed: 29 });
  return { testApp, api: apiAs(testApp, staff.cookie).admin.insights };
}

describe(
  'retention, activity and operations, recomputed by brute force over the raw rows',
  { timeout: 120_000 },
  () => {
    it('counts every cell, day, streak and kit figure right under every filter', async () => {
      const { testApp, api } = await seededProgramme();
      const raw = await loadRawProgramme(testApp.db);
      for (const { query, window } of insightFilterCases) {
        const retention = await (await api.retention.$get({ query })).json();
        const expectedRetention = bruteRetention(raw, window, NOW, {
          cohorts: RETENTION_COHORTS,
          weeks: RETENTION_WEEKS,
        });
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
          JSON.stringify(query),
        ).toEqual(expectedRetention);

        const activity = await (await api.activity.$get({ query })).json();
        const expectedActivity = bruteActivity(raw, window, NOW, {
          days: ACTIVITY_DAYS,
          bucketStarts: streakBuckets.map((bucket) => bucket.from),
        });
        expect(activity.days).toEqual(expectedActivity.days);
        expect(activity.streaks.map((bucket) => bucket.creators)).toEqual(expectedActivity.streaks);

        const operations = await (await api.operations.$get({ query })).json();
        const expected = bruteOperations(raw, window, NOW, KIT_OVERDUE_DAYS);
        expect(operations.kits.byStatus).toEqual(expected.byStatus);
        if (expected.medianDaysToShip === null) expect(operations.kits.medianDaysToShip).toBeNull();
        else expect(operations.kits.medianDaysToShip).toBeCloseTo(expected.medianDaysToShip, 6);
        expect(
          operations.kits.oldestPendingAt && new Date(operations.kits.oldestPendingAt).getTime(),
        ).toBe(expected.oldestPendingAt);
        expect(operations.kits.overdue).toBe(expected.overdueIds.length);
        expect(operations.kits.overdueClaims.map((claim) => claim.id)).toEqual(
          expected.overdueIds.slice(0, 10),
        );
        expect(operations.emails.failedThisWeek).toBe(expected.failedEmailsThisWeek);
      }
    });

    it('seeds enough of every shape that the comparison is not vacuous', async () => {
      const { testApp } = await seededProgramme();
      const raw = await loadRawProgramme(testApp.db);
      const everyone = { from: null, to: null };
      const retention = bruteRetention(raw, everyone, NOW, { cohorts: 12, weeks: 12 });
      expect(retention.length).toBeGreaterThan(5);
      expect(retention.some((cohort) => cohort.cells.some((cell) => cell.active > 0))).toBe(true);
      const activity = bruteActivity(raw, everyone, NOW, {
        days: ACTIVITY_DAYS,
        bucketStarts: streakBuckets.map((bucket) => bucket.from),
      });
      expect(activity.streaks.filter((count) => count > 0).length).toBeGreaterThan(3);
      const operations = bruteOperations(raw, everyone, NOW, KIT_OVERDUE_DAYS);
      expect(Object.values(operations.byStatus)).not.toContain(0);
      expect(operations.overdueIds.length).toBeGreaterThan(0);
      expect(operations.failedEmailsThisWeek).toBeGreaterThan(0);
    });

    it('exports each view as CSV', async () => {
      const { api } = await seededProgramme();
      const firstLine = async (response: Response) => {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/csv');
        return (await response.text()).split('\r\n')[0];
      };
      expect(await firstLine(await api.retention['export.csv'].$get({ query: {} }))).toMatch(
        /^Sign-up week \(Monday\),Creators,Week 0 active \(%\),/,
      );
      expect(await firstLine(await api.activity['export.csv'].$get({ query: {} }))).toBe(
        'Day (UTC),Active creators,Check-ins',
      );
      expect(await firstLine(await api.activity['streaks.csv'].$get({ query: {} }))).toBe(
        'Streak today,Creators',
      );
      expect(await firstLine(await api.operations['export.csv'].$get({ query: {} }))).toBe(
        'Figure,Value',
      );
      expect(await firstLine(await api.operations['overdue.csv'].$get({ query: {} }))).toBe(
        'Claim,Name on the claim,Realm,Status,Claimed at,Packed at',
      );
    });
  },
);
