import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/auth.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');

/** Zones a row may hold from before zones were checked: Intl knows the first two, SQL none. */
const refusedZones = ['US/Pacific-New', 'Canada/East-Saskatchewan', 'Mars/Olympus'];

describe(
  'insights over a creator whose stored zone the database refuses',
  { timeout: 120_000 },
  () => {
    it('count that creator’s day in UTC, in the views and their CSVs, instead of failing', async () => {
      const testApp = await createTestApp({}, { clock: () => NOW });
      const staff = await createStaff(testApp, { name: 'Sam Staff' });
      // A seed with a 7+ streak broken in the last three days under the forgiving rules (decision 042).
      const { ids } = await seedProgramme(testApp.db, { now: NOW, count: 40, seed: 21 });
      const api = apiAs(testApp, staff.cookie).admin.insights;
      const look = async () => {
        const responses = {
          activity: await api.activity.$get({ query: {} }),
          activityCsv: await api.activity['export.csv'].$get({ query: {} }),
          streaksCsv: await api.activity['streaks.csv'].$get({ query: {} }),
          streakBroken: await api['at-risk'][':kind'].$get({
            param: { kind: 'streak-broken' },
            query: { pageSize: '100' },
          }),
        };
        for (const [name, response] of Object.entries(responses))
          expect(response.status, `${name} ${await response.clone().text()}`).toBe(200);
        const activity = await responses.activity.json();
        return {
          days: activity.days,
          streaks: activity.streaks,
          activityCsv: await responses.activityCsv.text(),
          streaksCsv: await responses.streaksCsv.text(),
          streakBroken: (await responses.streakBroken.json()).items.map((item) => item.id),
        };
      };

      await testApp.db.update(user).set({ timeZone: 'UTC' }).where(eq(user.role, 'creator'));
      const inUtc = await look();
      // The rows must reach the SQL that reads the zone: streaks running and broken.
      expect(
        inUtc.streaks.some((bucket) => bucket.label !== 'No streak' && bucket.creators > 0),
      ).toBe(true);
      expect(inUtc.streakBroken.length).toBeGreaterThan(0);

      // Written straight to the table, as rows saved before the zone was checked are.
      for (const [index, id] of ids.entries())
        await testApp.db
          .update(user)
          .set({ timeZone: refusedZones[index % refusedZones.length] })
          .where(eq(user.id, id));
      expect(await look()).toEqual(inUtc);
    });
  },
);
