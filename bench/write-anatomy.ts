import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { realms } from '#content/realms.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { BENCH_AUTH_SECRET, startBenchServer, type BenchServer } from './bench-server.ts';
import { openPostgresMeter, serverMeter } from './cpu-meters.ts';
import { freshPostgresDatabase } from './fresh-database.ts';
import { spreadOf } from './interleaved.ts';
import { residentMegabytes } from './resident-memory.ts';
import {
  countSeededIntoRollup,
  dropStaleMarks,
  seedCreators,
  seedWriters,
  sessionCookieFor,
} from './seed.ts';

/**
 * `npm run bench -- write-anatomy`: one caller, one write at a time, on PostgreSQL: what a
 * check-in and a quest completion cost with nothing else running — wall time, the server's CPU
 * and PostgreSQL's per write — and, where the server loads `pg_stat_statements`, every
 * statement a write ran, with its calls, execution and planning time per write.
 *
 * BENCH_AGAINST=<another checkout> sets an older commit beside this one: that checkout, built
 * (`node --import tsx scripts/build-server.ts`) and with this bench copied in, seeds its own
 * database with its own migrations, both servers run at once, and batches of writes go to
 * each turn about. On a shared machine a run's figures move by a quarter from one minute to
 * the next; turn about, both sides meet the same minutes. BENCH_CONNECTIONS=50 sends them from
 * that many callers at once, in windows of 2 s per side, and prints writes a second too.
 * BENCH_DATABASE_KIND=pglite measures the embedded database instead.
 */
const CREATORS = Number(process.env.BENCH_CREATORS ?? 2_000);
const WRITES = Number(process.env.BENCH_WRITES ?? 2_000);
const BATCH = 100;
const WARM_UP = 300;
/** Callers at once; above one, the writes go in windows of WINDOW_MS per side, ROUNDS times. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const WINDOW_MS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** With several callers, enough writers for every window at two thousand writes a second. */
const WRITERS = CONNECTIONS > 1 ? WARM_UP + 2 * ROUNDS * WINDOW_MS : WARM_UP + WRITES;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_write_anatomy`;
/** `checkins` or `completions` measures that write alone (for a profile of one kind). */
const ONLY_WRITE = process.env.BENCH_WRITE;
const AGAINST = process.env.BENCH_AGAINST;
/**
 * `pglite` measures the embedded database (each side a fresh DATA_DIR): the server's CPU then
 * holds the database's, and no statements are listed.
 */
const ON_PGLITE = process.env.BENCH_DATABASE_KIND === 'pglite';
/** Drops the rollup's stale-marking triggers after seeding (as in write-path): their price. */
const WITHOUT_STALE_MARKS = process.env.BENCH_WITHOUT_STALE_MARKS === '1';
/** Set by the comparison on the other checkout: seed this database, print its URL, and stop. */
const SEED_ONLY = process.env.BENCH_SEED_ONLY === '1';

const firstWrittenQuestId = realms[0]!.quests.find((quest) => quest.type !== 'worksheet')!.id;

const writes = [
  {
    kind: 'checkins',
    name: 'POST /api/checkins',
    path: '/api/checkins',
    body: JSON.stringify({ response: 'Filmed, edited, and posted one short today.' }),
  },
  {
    kind: 'completions',
    name: 'POST /api/quests/:questId/complete',
    path: `/api/quests/${firstWrittenQuestId}/complete`,
    body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
  },
].filter((write) => !ONLY_WRITE || write.kind === ONLY_WRITE);

/**
 * A fresh database with the creators and the writers, counted into the rollup: a PostgreSQL
 * URL, or on PGlite the DATA_DIR whose `db` holds it.
 */
async function seedDatabase(name: string): Promise<string | undefined> {
  let location: string | undefined;
  let database;
  if (ON_PGLITE) {
    location = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-write-anatomy-'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(location, 'db') });
  } else {
    location = await freshPostgresDatabase(POSTGRES_SERVER, name, 'nothing to measure');
    if (!location) return undefined;
    database = await openDatabase({ kind: 'postgres', url: location });
  }
  await database.migrate();
  await seedCurriculum({ db: database.db });
  await seedCreators(database.db, CREATORS);
  await seedWriters(database.db, CREATORS, WRITERS);
  await countSeededIntoRollup(database.db);
  await database.db.execute(sql`vacuum analyze`);
  if (WITHOUT_STALE_MARKS) await dropStaleMarks(database.db);
  await database.close();
  return location;
}

/** The other checkout seeds its database with its own code and migrations. */
function seedAgainst(checkout: string): string {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/write-anatomy.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      BENCH_SEED_ONLY: '1',
      BENCH_DATABASE: `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_against`,
    },
    encoding: 'utf8',
  });
  const location = /^seeded (\S+)$/m.exec(seeded.stdout)?.[1];
  if (!location)
    throw new Error(`the other checkout did not seed: ${seeded.stderr || seeded.stdout}`);
  return location;
}

type Side = {
  label: string;
  /** The PostgreSQL URL, or PGlite's DATA_DIR. */
  location: string;
  server: BenchServer;
  /** PostgreSQL's backends' CPU; none on PGlite, which runs in the server. */
  postgres?: Awaited<ReturnType<typeof openPostgresMeter>>;
  agent: http.Agent;
  nextWriter: number;
  walls: number[];
  serverMicros: number;
  postgresMicros: number;
  /** Writes a second, window by window (with several callers). */
  rates: number[];
};

type Write = (typeof writes)[number];

export async function benchmarkWriteAnatomy() {
  if (SEED_ONLY) {
    console.log(`seeded ${await seedDatabase(DATABASE_NAME)}`);
    return;
  }
  console.log(
    `Write anatomy: ${CREATORS.toLocaleString()} creators, ${CONNECTIONS > 1 ? `${CONNECTIONS} callers, ${ROUNDS} rounds of ${WINDOW_MS / 1000} s windows` : `${WRITES.toLocaleString()} writes of each kind, one caller`} after ${WARM_UP} to warm up${AGAINST ? `, turn about with ${AGAINST}` : ''}; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  const location = await seedDatabase(DATABASE_NAME);
  if (!location) return;
  const checkouts = [
    { label: 'this checkout', location, checkout: undefined as string | undefined },
  ];
  if (AGAINST)
    checkouts.push({ label: AGAINST, location: seedAgainst(AGAINST), checkout: AGAINST });

  const dataDirs = ON_PGLITE ? checkouts.map((side) => side.location) : [];
  const sides: Side[] = [];
  const statements = ON_PGLITE ? undefined : new pg.Client({ connectionString: location });
  await statements?.connect();
  try {
    for (const { label, location: sideLocation, checkout } of checkouts) {
      let env = { DATA_DIR: sideLocation, DATABASE_URL: '' };
      if (!ON_PGLITE) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-write-anatomy-'));
        dataDirs.push(dataDir);
        env = { DATA_DIR: dataDir, DATABASE_URL: sideLocation };
      }
      const server = await startBenchServer(env, checkout);
      const postgres = ON_PGLITE ? undefined : await openPostgresMeter(sideLocation);
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      sides.push({ label, location: sideLocation, server, postgres, agent, ...freshTally() });
    }
    const counted = statements !== undefined && (await canCountStatements(statements));
    for (const write of writes) {
      for (const side of sides) {
        Object.assign(side, freshTally());
        for (let index = 0; index < WARM_UP; index += 1) await send(side, write);
      }
      if (counted) await statements.query('select pg_stat_statements_reset()');
      if (CONNECTIONS > 1) await measureWindows(sides, write);
      else await measureBatches(sides, write);
      for (const side of sides) {
        const count = side.walls.length;
        const rate =
          side.rates.length > 0
            ? `${Math.round(spreadOf(side.rates).median)} a second (median of ${side.rates.length} windows), `
            : '';
        const cpu = side.postgres
          ? `server ${Math.round(side.serverMicros / count)} µs, PostgreSQL ${Math.round(side.postgresMicros / count)} µs`
          : `server with PGlite ${Math.round(side.serverMicros / count)} µs`;
        console.log(
          `${write.name}${sides.length > 1 ? ` (${side.label})` : ''}: ${rate}wall median ${Math.round(spreadOf(side.walls).median * 1000)} µs; CPU a write: ${cpu}`,
        );
        if (counted) await printStatements(statements, side.location, count);
      }
    }
    if (statements && !counted)
      console.log(
        'pg_stat_statements is not loaded (shared_preload_libraries): no statements listed.',
      );
    for (const side of sides)
      console.log(
        `Server resident memory at the end${sides.length > 1 ? ` (${side.label})` : ''}: ${residentMegabytes(side.server.pid)} MB`,
      );
  } finally {
    await statements?.end();
    for (const side of sides) {
      side.agent.destroy();
      await side.postgres?.close();
      await side.server.stop();
    }
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function freshTally() {
  return {
    nextWriter: 0,
    walls: [] as number[],
    serverMicros: 0,
    postgresMicros: 0,
    rates: [] as number[],
  };
}

/** Runs `send` and charges its wall time, and the CPU both processes used meanwhile, to `side`. */
async function charged(side: Side, send: (walls: number[]) => Promise<void>) {
  const postgresMicros = async () => (await side.postgres?.meter.microsUsed()) ?? 0;
  const serverBefore = (await serverMeter(side.server.pid).microsUsed())!;
  const postgresBefore = await postgresMicros();
  await send(side.walls);
  side.serverMicros += (await serverMeter(side.server.pid).microsUsed())! - serverBefore;
  side.postgresMicros += (await postgresMicros()) - postgresBefore;
}

/** One caller: batches of BATCH writes, to each side turn about, each first in every other. */
async function measureBatches(sides: Side[], write: Write) {
  for (let batch = 0; batch < WRITES / BATCH; batch += 1) {
    for (const side of batch % 2 === 0 ? sides : [...sides].reverse()) {
      await charged(side, async (walls) => {
        for (let index = 0; index < BATCH; index += 1) {
          const startedAt = performance.now();
          await send(side, write);
          walls.push(performance.now() - startedAt);
        }
      });
    }
  }
}

/**
 * Several callers: a window of WINDOW_MS per side, turn about, each first in every other round.
 * A window opens with no request in flight and waits for its last answer, so the CPU read around
 * it is its own writes'.
 */
async function measureWindows(sides: Side[], write: Write) {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      await charged(side, async (walls) => {
        const startedAt = performance.now();
        const answered = walls.length;
        const caller = async () => {
          while (performance.now() - startedAt < WINDOW_MS) {
            const sentAt = performance.now();
            await send(side, write);
            walls.push(performance.now() - sentAt);
          }
        };
        await Promise.all(Array.from({ length: CONNECTIONS }, caller));
        side.rates.push((walls.length - answered) / ((performance.now() - startedAt) / 1000));
      });
    }
  }
}

/**
 * The side's next writer writes once: a check-in of their day, or their first written quest.
 * Over node:http with kept-alive sockets, which costs the load generator less than fetch.
 */
function send(side: Side, write: Write): Promise<void> {
  const writer = CREATORS + 1 + side.nextWriter++;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${side.server.baseUrl}${write.path}`,
      {
        method: 'POST',
        agent: side.agent,
        headers: {
          cookie: sessionCookieFor(writer, BENCH_AUTH_SECRET),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(write.body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`${write.name} answered ${status}`));
        });
      },
    );
    request.on('error', reject);
    request.end(write.body);
  });
}

async function canCountStatements(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ loaded: boolean }>(
    `select 'pg_stat_statements' = any(string_to_array(current_setting('shared_preload_libraries'), ', ')) as loaded`,
  );
  if (!rows[0]?.loaded) return false;
  await client.query('create extension if not exists pg_stat_statements');
  return true;
}

/** The statements a database ran since the reset, per write, the costliest first. */
async function printStatements(client: pg.Client, url: string, writeCount: number) {
  const { rows } = await client.query<{
    query: string;
    calls: string;
    micros: number;
    planMicros: number;
  }>(
    `select query, calls, total_exec_time * 1000 as micros, total_plan_time * 1000 as "planMicros" from pg_stat_statements
     where dbid = (select oid from pg_database where datname = $1)
       and query not like '%pg_stat%' and query not like 'select pid from pg_stat_activity%'
     order by total_exec_time desc`,
    [new URL(url).pathname.slice(1)],
  );
  let calls = 0;
  let micros = 0;
  let planMicros = 0;
  for (const row of rows) {
    calls += Number(row.calls);
    micros += row.micros;
    planMicros += row.planMicros;
    const perWrite = Number(row.calls) / writeCount;
    if (perWrite < 0.01) continue;
    const each = (total: number) => String(Math.round(total / Number(row.calls))).padStart(4);
    console.log(
      `  ${perWrite.toFixed(2).padStart(5)} × ${each(row.micros)} µs + plan ${each(row.planMicros)} µs  ${row.query.replace(/\s+/g, ' ').slice(0, 100)}`,
    );
  }
  console.log(
    `  in all: ${(calls / writeCount).toFixed(1)} statements, ${Math.round(micros / writeCount)} µs of execution and ${Math.round(planMicros / writeCount)} µs of planning a write`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkWriteAnatomy();
