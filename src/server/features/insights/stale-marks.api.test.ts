import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/** Each creator's stale mark's version; absent: not marked. */
async function versions(testApp: TestApp, ids: string[]) {
  const result = await testApp.db.execute(sql`
    select user_id, version::int as version from insight_stale_creator
    where user_id = any(${`{${ids.join(',')}}`}::text[]) order by user_id`);
  return Object.fromEntries(
    rowsOf<{ user_id: string; version: number }>(result).map((row) => [row.user_id, row.version]),
  );
}

describe('the journey tables mark their creators stale (migration 0029)', () => {
  it('once a statement for each creator among its rows, on insert, update and delete', async () => {
    const testApp = await createTestApp();
    const [ana, ben] = [await createUser(testApp), await createUser(testApp)];
    const ids = [ana.id, ben.id].sort();
    await testApp.db.execute(sql`delete from insight_stale_creator`);

    // Many days of a history in one statement, as a seed or an import writes them.
    await testApp.db.execute(sql`
      insert into daily_checkin (user_id, local_date, prompt, response)
      select u, current_date - d, 'Prompt', 'Response'
      from unnest(${`{${ids.join(',')}}`}::text[]) u, generate_series(1, 30) d`);
    expect(await versions(testApp, ids)).toEqual({ [ids[0]!]: 1, [ids[1]!]: 1 });

    await testApp.db.execute(
      sql`update daily_checkin set response = 'Edited' where user_id = ${ana.id}`,
    );
    expect(await versions(testApp, [ana.id, ben.id])).toEqual({ [ana.id]: 2, [ben.id]: 1 });

    await testApp.db.execute(sql`delete from daily_checkin where user_id = ${ben.id}`);
    expect((await versions(testApp, [ben.id]))[ben.id]).toBe(2);

    // An account's insert marks the account.
    await testApp.db.execute(sql`delete from insight_stale_creator`);
    const cara = await createUser(testApp);
    expect(Object.keys(await versions(testApp, [cara.id]))).toEqual([cara.id]);
  });
});
