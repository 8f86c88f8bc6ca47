import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { openDatabase, type DatabaseLocation } from '#server/db/client.ts';
import { getProgress } from '#server/features/progress/progress.service.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { benchmarkConsoleLists } from './console.ts';
import { benchmarkInsights } from './insights.ts';
import { benchmarkInsightsByCohort } from './insights-cohorts.ts';
import { benchmarkReviews } from './review.ts';
import { benchmarkWrites } from './writes.ts';
import { benchmarkWritePath } from './write-path.ts';
import { benchmarkWriteAnatomy } from './write-anatomy.ts';
import { compareWithBareFloor, printBareFloorComparison } from './bare-floor.ts';
import { benchmarkFloorAndProgress, printFloorAndProgress } from './floor-and-progress.ts';
import { benchmarkOtherRoutes } from './other-routes.ts';
import { createMixedWorkload, measureMixedAtFixedRate, measureMixedSaturated } from './mixed.ts';
import { measureProgressAnatomy } from './progress-anatomy.ts';
import { residentMegabytes } from './resident-memory.ts';
import {
  LONG_HISTORY_CREATOR,
  countSeededIntoRollup,
  seedCreators,
  seedWriters,
  sessionCookieFor,
  SHORT_HISTORY_CREATOR,
} from './seed.ts';
import {
  BENCH_METRICS_TOKEN,
  benchmarkWritesAndFloor,
  printWritesAndFloor,
} from './writes-and-floor.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/**
 * `npm run bench`: seeds 10,000 creators with history on PGlite and on
 * PostgreSQL, starts the real server on each, and measures progress against
 * the floor route turn about (bench/floor-and-progress.ts), then other routes
 * with autocannon, memory, a mixed workload and the staff console's lists.
 * On PostgreSQL it also sets `/api/me` against the bare floor (bench/bare-floor.ts).
 * `npm run bench -- routes` (or BENCH_ONLY=routes) measures only progress, check-ins and
 * quest completions against the floor, and `/api/me` against the bare floor; `npm run bench --
 * write-path` only the writes against the floor and the seeding (bench/write-path.ts); `npm run
 * bench -- write-anatomy` one write at a time, statement by statement (bench/write-anatomy.ts);
 * `npm run bench -- console` only the console's lists;
 * `npm run bench -- insights` only the insights views; `npm run bench -- writes`
 * only the creator's writes at 10 callers (bench/writes.ts); `npm run bench -- review` only
 * the coaches' review queue and saves at 10 callers (bench/review.ts); `npm run bench --
 * insights-cohorts` only the insights by programme cohort over HTTP (bench/insights-cohorts.ts).
 */
const CREATORS = Number(process.env.BENCH_CREATORS ?? 10_000);
/** Creators with nothing done, after the seeded ones: one check-in each, and realm 1's written quests. */
const WRITERS = Number(process.env.BENCH_WRITERS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const ANATOMY_REQUESTS = 1_000;
const CONNECTIONS = 50;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Dropped and created afresh on that server (and `<name>_console` for the console's lists); another name keeps two benches on one server apart. */
const POSTGRES_DATABASE = process.env.BENCH_DATABASE ?? 'emberpath_bench';
const MIXED_CONNECTIONS = 200;
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 300);
const FIXED_RATE_SECONDS = 30;
/** Start-up work (migrations, the library seed, the first sweep) is over by then. */
const IDLE_SETTLE_MS = 5_000;
const PARTS = [
  'routes',
  'write-path',
  'write-anatomy',
  'console',
  'insights',
  'insights-cohorts',
  'writes',
  'review',
] as const;

/** Seeds, counts a progress request's queries, and times its parts, before the server opens the database. */
async function seedAndExamine(name: string, location: DatabaseLocation) {
  let queries = 0;
  const database = await openDatabase({ ...location, onQuery: () => (queries += 1) });
  await database.migrate();
  // As the server does at every start; then read once, as its cache keeps it.
  await seedCurriculum({ db: database.db });
  const curriculum = createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) });
  const startedAt = performance.now();
  await seedCreators(database.db, CREATORS);
  // As autovacuum leaves a live database (statistics, the visibility map for index-only scans),
  // rather than letting it arrive halfway through the measurement (PGlite has none).
  await database.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - startedAt) / 1000;
  await seedWriters(database.db, CREATORS, WRITERS);
  await countSeededIntoRollup(database.db);
  await database.db.execute(sql`vacuum analyze`);
  const countFor = async (creator: number) => {
    await curriculum.get();
    const before = queries;
    const progress = await getProgress(
      { db: database.db, curriculum },
      { userId: `bench-${creator}`, timeZone: 'UTC', now: new Date() },
    );
    return { queries: queries - before, checkins: progress.checkinCount };
  };
  const short = await countFor(SHORT_HISTORY_CREATOR);
  const long = await countFor(LONG_HISTORY_CREATOR);
  const anatomy = await measureProgressAnatomy(
    database.db,
    await curriculum.get(),
    CREATORS,
    ANATOMY_REQUESTS,
  );
  await database.close();
  console.log(
    `${name}: seeded in ${seedSeconds.toFixed(1)} s; queries per progress request: ${short.queries} (${short.checkins} check-ins) vs ${long.queries} (${long.checkins} check-ins)`,
  );
  return anatomy;
}

const randomCreator = () => 1 + Math.floor(Math.random() * CREATORS);
const cookieFor = (creator: number) => sessionCookieFor(creator, BENCH_AUTH_SECRET);

async function benchmarkServer(
  name: string,
  env: Record<string, string>,
  anatomy: Awaited<ReturnType<typeof seedAndExamine>>,
  options: { postgresUrl?: string; isRoutesOnly: boolean },
) {
  // Metrics on, as an operator would run it: the write rounds read the database's holds there.
  const server = await startBenchServer({ ...env, METRICS_TOKEN: BENCH_METRICS_TOKEN });
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idleMegabytes = residentMegabytes(server.pid);
  const floorAndProgress = await benchmarkFloorAndProgress(name, server, {
    rounds: ROUNDS,
    secondsPerWindow: ROUND_SECONDS,
    connections: CONNECTIONS,
    cookieFor,
    randomCreator,
    postgresUrl: options.postgresUrl,
    anatomy,
  });
  // Before the writes: the background work they leave (the insights rollup) would be charged to it.
  const bareFloor = options.postgresUrl
    ? await compareWithBareFloor(server, {
        postgresUrl: options.postgresUrl,
        authSecret: BENCH_AUTH_SECRET,
        rounds: ROUNDS,
        secondsPerWindow: ROUND_SECONDS,
        connections: CONNECTIONS,
        cookieFor,
        randomCreator,
      })
    : undefined;
  const writesAndFloor = await benchmarkWritesAndFloor(name, server, {
    rounds: ROUNDS,
    secondsPerWindow: ROUND_SECONDS,
    connections: CONNECTIONS,
    cookieFor,
    randomCreator,
    firstWriter: CREATORS + 1,
    writers: WRITERS,
    postgresUrl: options.postgresUrl,
  });
  const rows = options.isRoutesOnly
    ? []
    : await benchmarkOtherRoutes(name, server.baseUrl, {
        creators: CREATORS,
        seconds: DURATION_S,
        connections: CONNECTIONS,
      });
  const mixed =
    options.postgresUrl && !options.isRoutesOnly
      ? await benchmarkMixedWorkload(server.baseUrl)
      : undefined;
  const memory = {
    database: name,
    idleMegabytes,
    afterRunMegabytes: residentMegabytes(server.pid),
  };
  await server.stop();
  return { floorAndProgress, writesAndFloor, bareFloor, rows, memory, mixed };
}

/**
 * 200 creators at once with the mixed workload, as fast as the server answers
 * (closed loop), then the same mix at a fixed offered rate (open loop): the
 * latency a creator sees when the server is busy but not saturated.
 */
async function benchmarkMixedWorkload(baseUrl: string) {
  const workload = createMixedWorkload(CREATORS, BENCH_AUTH_SECRET);
  const saturated = await measureMixedSaturated(baseUrl, workload, {
    connections: MIXED_CONNECTIONS,
    seconds: MIXED_SECONDS,
  });
  const fixedRate = await measureMixedAtFixedRate(baseUrl, workload, {
    ratePerSecond: FIXED_RATE,
    seconds: FIXED_RATE_SECONDS,
  });
  return { saturated, fixedRate };
}

/** The staff console's lists at 100,000 creators, on PostgreSQL. */
async function benchmarkConsole() {
  const rows = await benchmarkConsoleLists(POSTGRES_SERVER, `${POSTGRES_DATABASE}_console`);
  if (rows.length === 0) return;
  console.table(
    rows.map((row) => ({
      route: row.route,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'non-2xx': row.non2xx,
    })),
  );
}

async function main() {
  const part = process.argv[2] ?? process.env.BENCH_ONLY;
  if (part !== undefined && !PARTS.includes(part as (typeof PARTS)[number])) {
    console.error(`Unknown part "${part}": run all of it, or one of ${PARTS.join(', ')}.`);
    process.exitCode = 1;
    return;
  }
  if (part === 'console') return benchmarkConsole();
  if (part === 'insights') return benchmarkInsightViews();
  if (part === 'writes') return benchmarkWrites();
  if (part === 'write-path') return benchmarkWritePath();
  if (part === 'write-anatomy') return benchmarkWriteAnatomy();
  if (part === 'review') return benchmarkReviews();
  if (part === 'insights-cohorts') return benchmarkInsightsByCohort();
  const isRoutesOnly = part === 'routes';
  console.log(
    `Seeding ${CREATORS.toLocaleString()} creators per database; progress against the floor in ${ROUNDS} rounds of ${ROUND_SECONDS} s per route, ${CONNECTIONS} connections; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.\n`,
  );
  const results: Awaited<ReturnType<typeof benchmarkServer>>[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-'));
  const pgliteAnatomy = await seedAndExamine('PGlite', {
    kind: 'pglite',
    dataDir: path.join(dataDir, 'db'),
  });
  results.push(
    await benchmarkServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, pgliteAnatomy, {
      isRoutesOnly,
    }),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });

  const postgresUrl = await freshPostgresDatabase(
    POSTGRES_SERVER,
    POSTGRES_DATABASE,
    'skipping it',
  );
  if (postgresUrl) {
    const postgresAnatomy = await seedAndExamine('PostgreSQL', {
      kind: 'postgres',
      url: postgresUrl,
    });
    const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-'));
    const env = { DATA_DIR: postgresDataDir, DATABASE_URL: postgresUrl };
    results.push(
      await benchmarkServer('PostgreSQL', env, postgresAnatomy, { postgresUrl, isRoutesOnly }),
    );
    fs.rmSync(postgresDataDir, { recursive: true, force: true });
  }

  for (const { floorAndProgress, writesAndFloor } of results) {
    printFloorAndProgress(floorAndProgress, ROUND_SECONDS);
    printWritesAndFloor(writesAndFloor);
  }
  for (const { bareFloor } of results)
    if (bareFloor) printBareFloorComparison(bareFloor, ROUND_SECONDS);
  if (isRoutesOnly) return;
  printOtherFigures(results);
  await benchmarkConsole();
  await benchmarkInsightViews();
}

/** The insights views at 100,000 creators, 5 million check-ins and 2 million answers, on PostgreSQL. */
async function benchmarkInsightViews() {
  const rows = await benchmarkInsights(POSTGRES_SERVER, `${POSTGRES_DATABASE}_insights`);
  if (rows.length > 0) console.table(rows);
}

function printOtherFigures(results: Awaited<ReturnType<typeof benchmarkServer>>[]) {
  console.log('');
  console.table(
    results
      .flatMap((result) => result.rows)
      .map((row) => ({
        database: row.database,
        route: row.route,
        'req/s': row.rps,
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'non-2xx': row.non2xx,
        errors: row.errors,
      })),
  );
  for (const { memory } of results) {
    console.log(
      `${memory.database}: server resident memory ${memory.idleMegabytes} MB idle after start, ${memory.afterRunMegabytes} MB at the end of the run${memory.database === 'PGlite' ? ' (target idle < 350 MB)' : ''}`,
    );
  }
  for (const { mixed } of results) {
    if (!mixed) continue;
    const { saturated, fixedRate } = mixed;
    console.log(
      `\nMixed workload on PostgreSQL, ${MIXED_CONNECTIONS} creators at once for ${MIXED_SECONDS} s: ${Math.round(saturated.requests.average)} req/s, p50 ${saturated.latency.p50} ms, p99 ${saturated.latency.p99} ms, ${saturated.errors} errors, ${saturated.non2xx} non-2xx (target 0)`,
    );
    console.log(
      `Same mix at a fixed ${FIXED_RATE} req/s for ${FIXED_RATE_SECONDS} s (open loop): ${fixedRate.sent} sent, p50 ${fixedRate.p50} ms, p99 ${fixedRate.p99} ms, max ${fixedRate.max} ms, ${fixedRate.failed} failed`,
    );
  }
}

await main();
