import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { realms } from '#content/realms.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/raw-rows.ts';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { refreshInsightsFor } from '#server/features/insights/rollup.service.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';

/**
 * Creators in three tiers (by id % 10): 0-3 halfway through realm 1, 4-7 past
 * realm 1 and into realm 2, 8-9 past realm 2 and into realm 3. Each has up to
 * 119 days of check-ins and a session the benchmark can present.
 */
const tierThreshold = (realmId: number, index: number): number => {
  if (realmId === 1) return index < 2 ? 0 : 4;
  if (realmId === 2) return index < 1 ? 4 : 8;
  return index < 2 ? 8 : 99;
};

export const openQuestIdsOfTierZero = allTasksOf(realms[0]!)
  .slice(2)
  .map((task) => task.id);

/** Tier one (id % 10 of 4-7) has realm 2's first task done; these others take a written answer. */
export const writtenQuestIdsOpenInTierOne = allTasksOf(realms[1]!)
  .slice(1)
  .filter((task) => task.type !== 'worksheet')
  .map((task) => task.id);

export const isTierOne = (index: number) => index % 10 >= 4 && index % 10 < 8;

/** Creator `index` has `index % 120` days of check-ins, ending yesterday (as seeded below). */
export const seededCheckinCount = (index: number) => index % 120;

/** Halfway through realm 1, ten check-ins. */
export const SHORT_HISTORY_CREATOR = 10;
/** Into realm 3 with two kits claimed, 119 check-ins: the longest history seeded. */
export const LONG_HISTORY_CREATOR = 119;

export async function seedCreators(db: Database, count: number): Promise<void> {
  const answers = realms
    .slice(0, 3)
    .flatMap((realm) =>
      allTasksOf(realm).map(
        (task, index) =>
          sql`(${task.id}::text, ${realm.id}::int, ${tierThreshold(realm.id, index)}::int, ${task.type === 'worksheet'}::boolean)`,
      ),
    );
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, time_zone, created_at, updated_at)
    select 'bench-' || i, 'Creator ' || i, 'creator' || i || '@bench.test', true, 'UTC', now(), now()
    from generate_series(1, ${count}::int) i`);
  await db.execute(sql`
    insert into session (id, token, expires_at, created_at, updated_at, user_id)
    select 'bench-session-' || i, 'bench-token-' || i, now() + interval '7 days', now(), now(), 'bench-' || i
    from generate_series(1, ${count}::int) i`);
  await db.execute(sql`
    insert into quest_answer (user_id, quest_id, realm_id, content, file_key, file_name, file_type, file_size, completed_at)
    select 'bench-' || i, q.quest_id, q.realm_id,
      case when q.is_worksheet then null else 'A thoughtful answer written with care, several sentences long, about this quest.' end,
      case when q.is_worksheet then 'worksheets/bench/' || i || '/' || q.quest_id || '.pdf' end,
      case when q.is_worksheet then 'worksheet.pdf' end,
      case when q.is_worksheet then 'application/pdf' end,
      case when q.is_worksheet then 120000 end,
      now() - (q.threshold + 1) * interval '3 days'
    from generate_series(1, ${count}::int) i
    join (values ${sql.join(answers, sql`, `)}) as q(quest_id, realm_id, threshold, is_worksheet)
      on (i % 10) >= q.threshold`);
  for (const [realmId, threshold] of [
    [1, 4],
    [2, 8],
  ] as const) {
    await db.execute(sql`
      insert into realm_completion (user_id, realm_id, completed_at)
      select 'bench-' || i, ${realmId}::int, now() - interval '10 days'
      from generate_series(1, ${count}::int) i where (i % 10) >= ${threshold}::int`);
    await db.execute(sql`
      insert into reward_claim (user_id, realm_id, name, email, address, city, status, created_at)
      select 'bench-' || i, ${realmId}::int, 'Creator ' || i, 'creator' || i || '@bench.test', i || ' Ember Lane', 'Portland',
        'pending', now() - interval '10 days'
      from generate_series(1, ${count}::int) i where (i % 10) >= ${threshold}::int`);
  }
  await db.execute(sql`
    insert into daily_checkin (user_id, local_date, prompt, response, created_at)
    select 'bench-' || i, current_date - d - 1, 'What sparked your curiosity today?',
      'A few honest lines about today''s creative work.', now() - (d + 1) * interval '1 day'
    from generate_series(1, ${count}::int) i, generate_series(0, (i % 120) - 1) d`);
}

/** The cookie a browser holding creator `index`'s seeded session would send. */
export function sessionCookieFor(index: number, authSecret: string): string {
  const token = `bench-token-${index}`;
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` creators after the first `after`, with nothing done yet and a session each
 * (`sessionCookieFor` works for them too): the writers of the write rounds, each with a
 * check-in to write today and realm 1's written quests to complete.
 */
export async function seedWriters(db: Database, after: number, count: number): Promise<void> {
  const ids = sql`generate_series(${after + 1}::int, ${after + count}::int) i`;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, time_zone, created_at, updated_at)
    select 'bench-' || i, 'Writer ' || i, 'creator' || i || '@bench.test', true, 'UTC', now(), now()
    from ${ids}`);
  await db.execute(sql`
    insert into session (id, token, expires_at, created_at, updated_at, user_id)
    select 'bench-session-' || i, 'bench-token-' || i, now() + interval '7 days', now(), now(), 'bench-' || i
    from ${ids}`);
}

/**
 * Counts every seeded creator into the insights rollup, as a live programme's rollup already
 * holds its creators. Left to the server, the rollup would count the whole import during the
 * measurement (30,000 creators: its passes for minutes), and every figure would carry that
 * backlog rather than the writes' own later work.
 */
export async function countSeededIntoRollup(db: Database): Promise<void> {
  const curriculum = createCurriculumCache({ db, logger: pino({ level: 'silent' }) });
  await refreshInsightsFor({ db, curriculum }, { now: new Date(), budgetMs: 60 * 60_000 });
}

/** The triggers that mark a creator stale for the rollup (migrations 0016, 0027, 0029). */
export async function dropStaleMarks(db: Database) {
  const triggers = rowsOf<{ name: string; table: string }>(
    await db.execute(sql`
      select tgname as name, tgrelid::regclass::text as table from pg_trigger
      where not tgisinternal and tgname like '%insight%'`),
  );
  for (const trigger of triggers)
    await db.execute(sql.raw(`drop trigger "${trigger.name}" on ${trigger.table}`));
  console.log(`Without the rollup's stale marks: ${triggers.length} triggers dropped.`);
}
