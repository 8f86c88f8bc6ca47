import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { refreshInsightsFor } from '#server/features/insights/rollup.service.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { freshPostgresDatabase } from './fresh-database.ts';
import { percentile } from './insights.ts';
import { seedInsightsProgramme } from './insights-seed.ts';
import { sessionCookieFor } from './seed.ts';

/**
 * `npm run bench -- insights-cohorts`: the insights filtered by programme cohort, and cohorts
 * compared, over HTTP against the built server on PostgreSQL: 100,000 creators (the insights
 * bench's programme, 5 million check-ins) in 50 cohorts of 2,000, the rollup built, then 10
 * coaches at once for 20 s, each asking the endpoints in turn for the next cohort (the 50
 * cohorts' answers outnumber the 100 kept per process, so most are counted). Target: every
 * endpoint p99 ≤ 300 ms. Figures in the README's bench section. Not the comebacks: they are
 * read live from the journey tables (seconds for 2,000 creators, kept 30 s), and ten of them
 * at once would hold the event loop and time every other endpoint instead.
 *
 * 2026-11-29, a 2-core machine, 40 s (BENCH_SECONDS=40), with the task rows keyed by cohort
 * (migration 0030): p99 120–217 ms, the comparison of four cohorts' stalls 202 ms (315 ms on
 * the commit before, same machine); the README has each endpoint.
 */
const CREATORS = Number(process.env.BENCH_INSIGHTS_CREATORS ?? 100_000);
const COHORTS = 50;
const CALLERS = 10;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
const TARGET_P99_MS = 300;
const START_UP_SETTLE_MS = 5_000;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_insights_cohorts`;

/** The programme, its cohorts (creator g in cohort 1 + g % 50) and the coaches' sessions. */
async function seed(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedCurriculum({ db: database.db });
  let startedAt = performance.now();
  await seedInsightsProgramme(database.db, {
    creators: CREATORS,
    checkinsPerCreator: 50,
    answersPerCreator: 20,
  });
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into cohort (id, name, starts_at, starts_time_zone, realm_weeks, join_code)
      select c, 'Cohort ' || c, now() - (c * 2) * interval '1 day', 'UTC', '{1,2,3}', 'bench' || c
      from generate_series(1, ${COHORTS}::int) c`);
    await tx.execute(sql`
      insert into cohort_member (user_id, cohort_id, joined_at)
      select 'ib-' || g, 1 + g % ${COHORTS}::int, now() from generate_series(1, ${CREATORS}::int) g`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, time_zone, role, staff_roles,
        created_at, updated_at)
      select 'coach-' || c, 'Coach ' || c, 'coach' || c || '@bench.test', true, 'UTC', 'staff',
        '{coach}', now() - interval '200 days', now()
      from generate_series(1, ${CALLERS}::int) c`);
    await tx.execute(sql`
      insert into session (id, token, expires_at, created_at, updated_at, user_id)
      select 'bench-session-' || (${CREATORS}::int + c), 'bench-token-' || (${CREATORS}::int + c),
        now() + interval '7 days', now(), now(), 'coach-' || c
      from generate_series(1, ${CALLERS}::int) c`);
  });
  console.log(`Seeded in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
  startedAt = performance.now();
  const curriculum = createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) });
  const built = await refreshInsightsFor(
    { db: database.db, curriculum },
    { now: new Date(), budgetMs: 60 * 60_000 },
  );
  console.log(
    `The rollup, built: ${built} accounts in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`,
  );
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}

/** Each endpoint's address for the n-th cohort (the comparisons: it and the next three). */
const endpoints: [string, (cohort: number) => string][] = [
  ['funnel', (c) => `/api/admin/insights/funnel?cohortId=${c}`],
  ['stall', (c) => `/api/admin/insights/stall?cohortId=${c}`],
  ['retention', (c) => `/api/admin/insights/retention?cohortId=${c}`],
  ['activity', (c) => `/api/admin/insights/activity?cohortId=${c}`],
  ['at risk: stuck-on-quest', (c) => `/api/admin/insights/at-risk/stuck-on-quest?cohortId=${c}`],
  ['at risk: new-and-quiet', (c) => `/api/admin/insights/at-risk/new-and-quiet?cohortId=${c}`],
  ...(['funnel', 'stall', 'retention'] as const).map(
    (view): [string, (cohort: number) => string] => [
      `compare 4 cohorts: ${view}`,
      (c) =>
        `/api/admin/insights/compare?view=${view}&cohortIds=${[0, 1, 2, 3].map((k) => 1 + ((c + k) % COHORTS)).join(',')}`,
    ],
  ),
];

/** 10 coaches, each asking endpoint after endpoint, cohort after cohort, until the time is up. */
async function measure(baseUrl: string) {
  const timings = new Map(endpoints.map(([name]) => [name, [] as number[]]));
  let failures = 0;
  let turn = 0;
  const endAt = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      const cookie = sessionCookieFor(CREATORS + 1 + caller, BENCH_AUTH_SECRET);
      while (performance.now() < endAt) {
        const index = turn++;
        const [name, address] = endpoints[index % endpoints.length]!;
        const cohort = 1 + (Math.floor(index / endpoints.length) % COHORTS);
        const startedAt = performance.now();
        const response = await fetch(`${baseUrl}${address(cohort)}`, { headers: { cookie } });
        await response.arrayBuffer();
        timings.get(name)!.push(performance.now() - startedAt);
        if (!response.ok) failures += 1;
      }
    }),
  );
  return { timings, failures };
}

export async function benchmarkInsightsByCohort() {
  const url = await freshPostgresDatabase(POSTGRES_SERVER, DATABASE_NAME, 'nothing to measure');
  if (!url) return;
  console.log(
    `Insights by cohort: ${CREATORS.toLocaleString()} creators in ${COHORTS} cohorts on PostgreSQL; ${CALLERS} callers for ${DURATION_MS / 1000} s; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  await seed(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-cohorts-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url });
  try {
    // The server's start-up work (its first sweep of every job) is over before anything counts.
    await new Promise((resolve) => setTimeout(resolve, START_UP_SETTLE_MS));
    const { timings, failures } = await measure(server.baseUrl);
    const ms = (sorted: number[], share: number) => Math.round(percentile(sorted, share));
    console.table(
      [...timings].map(([endpoint, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return {
          endpoint,
          requests: sorted.length,
          'p50 ms': ms(sorted, 0.5),
          'p95 ms': ms(sorted, 0.95),
          'p99 ms': ms(sorted, 0.99),
          target: ms(sorted, 0.99) <= TARGET_P99_MS ? 'met' : `missed (p99 > ${TARGET_P99_MS})`,
        };
      }),
    );
    console.log(`Answers other than 2xx: ${failures}.`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
