import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cohort, cohortMember } from '../../db/schema/cohorts.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../db/migrations/0028_insights_member_counts.sql',
);

/** The member counts' rows that count something (a key whose changes cancelled out is 0), in key order. */
async function memberCounts(testApp: TestApp) {
  const read = async (table: string, key: string, counts: string) =>
    rowsOf(
      await testApp.db.execute(sql.raw(`select * from ${table} where ${counts} order by ${key}`)),
    );
  return {
    days: await read(
      'insight_member_day_count',
      'cohort_id, day, signup_day',
      'active_creators <> 0 or checkins <> 0',
    ),
    weeks: await read(
      'insight_member_week_count',
      'cohort_id, signup_day, week_index',
      'active_creators <> 0',
    ),
    sizes: await read('insight_member_size', 'cohort_id, signup_day', 'creators <> 0'),
  };
}

describe('the member counts of a programme that had cohorts before they were kept', () => {
  it(
    'are filled by the migration with what the rollup keeps from then on',
    { timeout: 120_000 },
    async () => {
      const testApp = await createTestApp({}, { clock: () => NOW });
      const staff = await createStaff(testApp, { name: 'Sam Staff' });
      await seedProgramme(testApp.db, { now: NOW, count: 60, seed: 28 });
      const [spring] = await testApp.db
        .insert(cohort)
        .values({
          name: 'Spring',
          startsAt: new Date('2026-01-05T09:00:00Z'),
          startsTimeZone: 'UTC',
          realmWeeks: [1, 2, 3],
          joinCode: 'backfill01',
        })
        .returning({ id: cohort.id });
      const creators = rowsOf<{ id: string }>(
        await testApp.db.execute(sql`select id from "user" where role = 'creator' order by id`),
      );
      await testApp.db
        .insert(cohortMember)
        .values(
          creators
            .filter((_, index) => index % 2 === 0)
            .map(({ id }) => ({ userId: id, cohortId: spring!.id })),
        );
      // A view catches the rollup up: the counts as kept change by change.
      expect(
        (await apiAs(testApp, staff.cookie).admin.insights.activity.$get({ query: {} })).status,
      ).toBe(200);
      const kept = await memberCounts(testApp);
      expect(kept.sizes.length).toBeGreaterThan(0);
      expect(kept.days.length).toBeGreaterThan(0);

      // As before migration 0028: no member counts, no cohort on the stored days.
      await testApp.db.execute(sql`delete from insight_member_day_count`);
      await testApp.db.execute(sql`delete from insight_member_week_count`);
      await testApp.db.execute(sql`delete from insight_member_size`);
      await testApp.db.execute(sql`update insight_creator_days set cohort_id = null`);
      const backfill = fs
        .readFileSync(MIGRATION, 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => !/CREATE TABLE|ALTER TABLE/.test(statement));
      expect(backfill).toHaveLength(4);
      for (const statement of backfill) await testApp.db.execute(sql.raw(statement));

      expect(await memberCounts(testApp)).toEqual(kept);
    },
  );
});
