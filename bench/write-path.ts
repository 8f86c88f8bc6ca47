import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '#server/db/client.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { freshPostgresDatabase } from './fresh-database.ts';
import {
  countSeededIntoRollup,
  dropStaleMarks,
  seedCreators,
  seedWriters,
  sessionCookieFor,
} from './seed.ts';
import {
  BENCH_METRICS_TOKEN,
  benchmarkWritesAndFloor,
  printWritesAndFloor,
} from './writes-and-floor.ts';

/**
 * `npm run bench -- write-path`: the write path alone, on both databases: the time to seed
 * 10,000 creators with their histories (bulk statements, as an import writes them), then
 * check-ins and quest completions turn about with the floor (bench/writes-and-floor.ts), and
 * the longest the embedded database was held by background work meanwhile. The same steps as
 * the routes part, without progress: quick enough to run on the commit before a change too.
 */
const CREATORS = Number(process.env.BENCH_CREATORS ?? 10_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const CONNECTIONS = 50;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_write_path`;
/** Start-up work (migrations, the library seed, the first sweep) is over by then. */
const IDLE_SETTLE_MS = 5_000;
/** `postgres` or `pglite` measures that database alone (a pair of runs takes half the time). */
const ONLY_DATABASE = process.env.BENCH_DATABASES;
/**
 * Drops the rollup's stale-marking triggers after seeding: the same code measured without the
 * work they add to every write. Run it turn about with a normal run to price the triggers.
 */
const WITHOUT_STALE_MARKS = process.env.BENCH_WITHOUT_STALE_MARKS === '1';

async function seed(location: DatabaseLocation): Promise<number> {
  const database = await openDatabase(location);
  await database.migrate();
  await seedCurriculum({ db: database.db });
  const startedAt = performance.now();
  await seedCreators(database.db, CREATORS);
  const seconds = (performance.now() - startedAt) / 1000;
  await seedWriters(database.db, CREATORS, WRITERS);
  await countSeededIntoRollup(database.db);
  await database.db.execute(sql`vacuum analyze`);
  if (WITHOUT_STALE_MARKS) await dropStaleMarks(database.db);
  await database.close();
  return seconds;
}

async function measure(name: string, env: Record<string, string>, postgresUrl?: string) {
  const server = await startBenchServer({ ...env, METRICS_TOKEN: BENCH_METRICS_TOKEN });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    return await benchmarkWritesAndFloor(name, server, {
      rounds: ROUNDS,
      secondsPerWindow: ROUND_SECONDS,
      connections: CONNECTIONS,
      cookieFor: (creator) => sessionCookieFor(creator, BENCH_AUTH_SECRET),
      randomCreator: () => 1 + Math.floor(Math.random() * CREATORS),
      firstWriter: CREATORS + 1,
      writers: WRITERS,
      postgresUrl,
    });
  } finally {
    await server.stop();
  }
}

export async function benchmarkWritePath() {
  console.log(
    `Write path: ${CREATORS.toLocaleString()} creators seeded per database, ${ROUNDS} rounds of ${ROUND_SECONDS} s per write, ${CONNECTIONS} connections; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  if (ONLY_DATABASE !== 'postgres') await measurePglite();
  if (ONLY_DATABASE !== 'pglite') await measurePostgres();
}

async function measurePglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-write-path-'));
  try {
    const pgliteSeed = await seed({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    console.log(
      `PGlite: ${CREATORS.toLocaleString()} creators seeded in ${pgliteSeed.toFixed(1)} s`,
    );
    printWritesAndFloor(await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres() {
  const url = await freshPostgresDatabase(POSTGRES_SERVER, DATABASE_NAME, 'skipping it');
  if (!url) return;
  const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-write-path-'));
  try {
    const postgresSeed = await seed({ kind: 'postgres', url });
    console.log(
      `PostgreSQL: ${CREATORS.toLocaleString()} creators seeded in ${postgresSeed.toFixed(1)} s`,
    );
    printWritesAndFloor(
      await measure('PostgreSQL', { DATA_DIR: postgresDataDir, DATABASE_URL: url }, url),
    );
  } finally {
    fs.rmSync(postgresDataDir, { recursive: true, force: true });
  }
}
