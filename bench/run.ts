import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseLocation } from '#server/db/client.ts';
import { getProgress } from '#server/features/progress/progress.service.ts';
import { freePort, SERVER_ENTRY, waitForReady } from '#testing/server-process.ts';
import { benchmarkConsoleLists } from './console.ts';
import { createMixedWorkload, measureMixedAtFixedRate, measureMixedSaturated } from './mixed.ts';
import { residentMegabytes } from './resident-memory.ts';
import { openQuestIdsOfTierZero, seedCreators, sessionCookieFor } from './seed.ts';

/**
 * `npm run bench`: seeds 10,000 creators with history on PGlite and on
 * PostgreSQL, starts the real server on each, and measures four routes with
 * autocannon. Prints req/s and latency, progress's ratio to the floor route,
 * and how many queries a progress request makes for a short and a long history.
 */
const CREATORS = Number(process.env.BENCH_CREATORS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const AUTH_SECRET = 'benchmark-secret-that-is-long-enough-to-sign';
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIXED_CONNECTIONS = 200;
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 300);
const FIXED_RATE_SECONDS = 30;
/** Start-up work (migrations, the library seed, the first sweep) is over by then. */
const IDLE_SETTLE_MS = 5_000;

type Row = {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function preparePostgres(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${POSTGRES_SERVER}: skipping it.`);
    return undefined;
  }
  await admin.query('DROP DATABASE IF EXISTS emberpath_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE emberpath_bench');
  await admin.end();
  const url = new URL(POSTGRES_SERVER);
  url.pathname = '/emberpath_bench';
  return url.toString();
}

async function seedAndCountQueries(location: DatabaseLocation) {
  let queries = 0;
  const database = await openDatabase({ ...location, onQuery: () => (queries += 1) });
  await database.migrate();
  const startedAt = performance.now();
  await seedCreators(database.db, CREATORS);
  const seedSeconds = (performance.now() - startedAt) / 1000;
  const countFor = async (userId: string) => {
    const before = queries;
    const progress = await getProgress({ db: database.db }, { userId, timeZone: 'UTC' });
    return { queries: queries - before, checkins: progress.checkinCount };
  };
  const light = await countFor('bench-10');
  const heavy = await countFor('bench-119');
  await database.close();
  return { seedSeconds, light, heavy };
}

function measure(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
}

const randomCreator = () => 1 + Math.floor(Math.random() * CREATORS);

async function benchmarkServer(
  name: string,
  env: Record<string, string>,
  withMixedWorkload = false,
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      AUTH_SECRET,
      RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForReady(baseUrl, server, () => errors);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idleMegabytes = residentMegabytes(server.pid!);

  const authenticated = (pathFor: () => string, method: 'GET' | 'POST' = 'GET', body?: string) => ({
    requests: [
      {
        method,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: pathFor(),
          body,
          headers: {
            ...request.headers,
            cookie: sessionCookieFor(randomCreator(), AUTH_SECRET),
            'content-type': 'application/json',
            // As every browser does.
            'accept-encoding': 'gzip, deflate, br',
          },
        }),
      },
    ],
  });
  // Each completion needs a creator with that quest still open: walk through tier-0 creators' open quests.
  let completionCursor = 0;
  const tierZero = Array.from({ length: CREATORS }, (_, index) => index + 1).filter(
    (index) => index % 10 < 4,
  );
  const completeQuest = {
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          const slot = completionCursor++;
          const creator = tierZero[slot % tierZero.length]!;
          const questId =
            openQuestIdsOfTierZero[
              Math.floor(slot / tierZero.length) % openQuestIdsOfTierZero.length
            ]!;
          return {
            ...request,
            path: `/api/quests/${questId}/complete`,
            body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
            headers: {
              ...request.headers,
              cookie: sessionCookieFor(creator, AUTH_SECRET),
              'content-type': 'application/json',
            },
          };
        },
      },
    ],
  };

  const routes: [string, Partial<autocannon.Options>][] = [
    ['GET /healthz (no work)', {}],
    ['GET /api/me (floor: session + 1 PK select)', authenticated(() => '/api/me')],
    ['GET /api/progress', authenticated(() => '/api/progress')],
    // The same read under moderate load: its latency without 50 requests queueing on two cores.
    [
      'GET /api/progress (10 connections)',
      { ...authenticated(() => '/api/progress'), connections: 10 },
    ],
    ['POST /api/quests/:id/complete', completeQuest],
  ];
  const rows: Row[] = [];
  for (const [route, options] of routes) {
    const pathOnly = route.startsWith('GET /healthz') ? '/healthz' : '/';
    const result = await measure(`${baseUrl}${pathOnly}`, options);
    rows.push({
      database: name,
      route,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const mixed = withMixedWorkload ? await benchmarkMixedWorkload(baseUrl) : undefined;
  const memory = {
    database: name,
    idleMegabytes,
    afterRunMegabytes: residentMegabytes(server.pid!),
  };
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return { rows, memory, mixed };
}

/**
 * 200 creators at once with the mixed workload, as fast as the server answers
 * (closed loop), then the same mix at a fixed offered rate (open loop): the
 * latency a creator sees when the server is busy but not saturated.
 */
async function benchmarkMixedWorkload(baseUrl: string) {
  const workload = createMixedWorkload(CREATORS, AUTH_SECRET);
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

/** The staff console's lists at 100,000 creators, on PostgreSQL (`BENCH_ONLY=console` runs just these). */
async function benchmarkConsole() {
  const rows = await benchmarkConsoleLists(POSTGRES_SERVER);
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
  if (process.env.BENCH_ONLY === 'console') return benchmarkConsole();
  console.log(
    `Seeding ${CREATORS.toLocaleString()} creators per database; ${DURATION_S} s per route, ${CONNECTIONS} connections.\n`,
  );
  const results: Awaited<ReturnType<typeof benchmarkServer>>[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-'));
  const pglite = await seedAndCountQueries({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  console.log(
    `PGlite: seeded in ${pglite.seedSeconds.toFixed(1)} s; queries per progress request: ${pglite.light.queries} (${pglite.light.checkins} check-ins) vs ${pglite.heavy.queries} (${pglite.heavy.checkins} check-ins)`,
  );
  results.push(await benchmarkServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const postgresUrl = await preparePostgres();
  if (postgresUrl) {
    const postgres = await seedAndCountQueries({ kind: 'postgres', url: postgresUrl });
    console.log(
      `PostgreSQL: seeded in ${postgres.seedSeconds.toFixed(1)} s; queries per progress request: ${postgres.light.queries} (${postgres.light.checkins} check-ins) vs ${postgres.heavy.queries} (${postgres.heavy.checkins} check-ins)`,
    );
    const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-'));
    const env = { DATA_DIR: postgresDataDir, DATABASE_URL: postgresUrl };
    results.push(await benchmarkServer('PostgreSQL', env, true));
    fs.rmSync(postgresDataDir, { recursive: true, force: true });
  }

  const rows = results.flatMap((result) => result.rows);
  console.log('');
  console.table(
    rows.map((row) => ({
      database: row.database,
      route: row.route,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
  for (const database of new Set(rows.map((row) => row.database))) {
    const floor = rows.find(
      (row) => row.database === database && row.route.startsWith('GET /api/me'),
    )!;
    const progress = rows.find(
      (row) => row.database === database && row.route === 'GET /api/progress',
    )!;
    console.log(
      `${database}: progress / floor throughput = ${(progress.rps / floor.rps).toFixed(2)} (target ≥ 0.50); progress p99 = ${progress.p99} ms (target < 50 ms on PostgreSQL)`,
    );
  }
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
  await benchmarkConsole();
}

await main();
