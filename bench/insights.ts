import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import {
  getFunnel,
  getStall,
  listAtRisk,
  type InsightsDeps,
} from '#server/features/insights/insights.service.ts';

/**
 * The insights views at 100,000 creators, 5,000,000 check-ins and 2,000,000 answers on
 * PostgreSQL, seeded in SQL with generate_series (a minute, not an hour), then each view asked
 * by 10 callers at once, over and over; p50 and p99 per view. Service level: the session read
 * in front of it is measured by the console bench.
 */
const CREATORS = Number(process.env.BENCH_INSIGHTS_CREATORS ?? 100_000);
const CHECKINS_PER_CREATOR = 50;
const ANSWERS_PER_CREATOR = 20;
const CALLERS = 10;
const REQUESTS_PER_VIEW = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 100);

async function seed(deps: InsightsDeps) {
  const { db } = deps;
  const tasks = (await db.execute(sql`
    select q.id, q.realm_id, row_number() over (order by q.realm_id, q.is_final, q.position) as n
    from curriculum_quest q join curriculum_realm r on r.id = q.realm_id
    where r.state = 'live' and q.removed_at is null`)) as unknown as {
    rows: { id: string; realm_id: number; n: string }[];
  };
  const taskCount = tasks.rows.length;
  await db.execute(sql`
    insert into "user" (id, name, email, created_at, email_since)
    select 'ib-' || g, 'Creator ' || g, 'ib-' || g || '@bench.test',
      now() - (g % 120) * interval '1 day' - (g % 1440) * interval '1 minute',
      now() - (g % 120) * interval '1 day'
    from generate_series(1, ${CREATORS}) g`);
  // 50 check-ins each, on days before now; creator g stopped (g % 30) days ago.
  await db.execute(sql`
    insert into daily_checkin (user_id, local_date, prompt, response, created_at)
    select 'ib-' || g, current_date - (d + g % 30), 'Prompt', 'Response',
      now() - (d + g % 30) * interval '1 day'
    from generate_series(1, ${CREATORS}) g, generate_series(0, ${CHECKINS_PER_CREATOR - 1}) d`);
  // 20 answer rows each: the first (g % (tasks + 1)) live tasks completed, the rest drafts,
  // and answers to quests staff retired beyond the live ones.
  await db.execute(sql`
    with tasks(id, realm_id, n) as (
      values ${sql.join(
        tasks.rows.map(
          (task) => sql`(${task.id}::text, ${task.realm_id}::int, ${Number(task.n)}::int)`,
        ),
        sql`, `,
      )}
    )
    insert into quest_answer (user_id, quest_id, realm_id, content, updated_at, completed_at)
    select 'ib-' || g, t.id, t.realm_id, 'An answer', u.created_at + t.n * interval '6 hours',
      case when t.n <= g % ${taskCount + 1} then u.created_at + t.n * interval '6 hours' end
    from generate_series(1, ${CREATORS}) g
    join "user" u on u.id = 'ib-' || g
    cross join tasks t`);
  await db.execute(sql`
    insert into quest_answer (user_id, quest_id, realm_id, content, updated_at)
    select 'ib-' || g, 'retired-' || k, 1, 'Old', now() - interval '200 days'
    from generate_series(1, ${CREATORS}) g, generate_series(1, ${ANSWERS_PER_CREATOR - taskCount}) k`);
  // A realm is complete once its tasks are.
  await db.execute(sql`
    insert into realm_completion (user_id, realm_id, completed_at)
    select a.user_id, a.realm_id, max(a.completed_at) + interval '1 hour'
    from quest_answer a join curriculum_quest q on q.id = a.quest_id
    group by a.user_id, a.realm_id
    having count(a.completed_at) = (select count(*) from curriculum_quest c
      where c.realm_id = a.realm_id and c.removed_at is null)`);
  await db.execute(sql`vacuum analyze`);
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

async function measure(name: string, run: () => Promise<unknown>) {
  await run();
  const timings: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < REQUESTS_PER_VIEW) {
        next += 1;
        const startedAt = performance.now();
        await run();
        timings.push(performance.now() - startedAt);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  return {
    view: name,
    requests: timings.length,
    'p50 ms': Math.round(percentile(timings, 0.5)),
    'p99 ms': Math.round(percentile(timings, 0.99)),
  };
}

export async function benchmarkInsights(serverUrl: string, databaseName: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${serverUrl}: skipping the insights bench.`);
    return [];
  }
  const name = pg.escapeIdentifier(databaseName);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    maxConnections: CALLERS,
  });
  await database.migrate();
  await seedCurriculum({ db: database.db });
  const deps: InsightsDeps = {
    db: database.db,
    curriculum: createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) }),
    clock: () => new Date(),
  };
  const startedAt = performance.now();
  await seed(deps);
  const counts = (await database.db.execute(sql`
    select (select count(*) from "user")::int as creators, (select count(*) from daily_checkin)::int as checkins,
      (select count(*) from quest_answer)::int as answers`)) as unknown as { rows: unknown[] };
  console.log(
    `Insights bench: seeded ${JSON.stringify(counts.rows[0])} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s; ${CALLERS} callers at once, ${REQUESTS_PER_VIEW} requests a view.`,
  );
  const page = { page: 1, pageSize: 25, sort: 'since', direction: 'desc' } as const;
  const rows = [];
  rows.push(await measure('funnel (everyone)', () => getFunnel(deps, {})));
  rows.push(
    await measure('funnel (a month cohort)', () => getFunnel(deps, { cohort: 'month:2026-10' })),
  );
  rows.push(await measure('stall', () => getStall(deps, {})));
  for (const kind of ['new-and-quiet', 'streak-broken', 'stuck-on-quest'] as const)
    rows.push(await measure(`at risk: ${kind}`, () => listAtRisk(deps, { kind, query: page })));
  await database.close();
  return rows;
}
