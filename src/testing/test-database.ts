import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { rowsOf } from '#server/db/raw-rows.ts';

let handle: Promise<DatabaseHandle> | undefined;
let queryCount = 0;
const countQuery = () => {
  queryCount += 1;
};

/**
 * How many SQL statements `work` (a read) sends through drizzle: the fewest
 * of three runs, because the counter is the worker's and work an earlier
 * request left running (an outbox delivery after a sign-up) can only add to it.
 */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const before = queryCount;
    await work();
    counts.push(queryCount - before);
  }
  return Math.min(...counts);
}

let queryTimeObserver: ((seconds: number) => void) | undefined;
const observeQueryTime = (seconds: number) => queryTimeObserver?.(seconds);

/** Passes each statement's time to `observe` until the test ends (the metrics' query timing). */
export function observeQueryTimes(observe: (seconds: number) => void) {
  queryTimeObserver = observe;
  onTestFinished(() => {
    queryTimeObserver = undefined;
  });
}

/** One migrated database per test worker: PGlite in memory, or a PostgreSQL database of its own. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  handle ??= openTestDatabase();
  return handle;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const database =
    process.env.TEST_DATABASE === 'postgres'
      ? await openDatabase({
          kind: 'postgres',
          url: await createWorkerDatabase(),
          maxConnections: 20,
          onQuery: countQuery,
          onQueryTime: observeQueryTime,
        })
      : await openDatabase({ kind: 'pglite', onQuery: countQuery, onQueryTime: observeQueryTime });
  await database.migrate();
  return database;
}

async function createWorkerDatabase(): Promise<string> {
  return createDatabase(process.env.VITEST_POOL_ID ?? '0');
}

/** A new PostgreSQL database for this run, dropped with the run's others when it ends. */
export async function createDatabase(suffix: string): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  // Unique to this run (postgres-global-setup.ts), so a second run on the same server cannot drop it.
  const prefix = inject('testDatabasePrefix');
  if (!prefix)
    throw new Error('TEST_DATABASE=postgres needs postgres-global-setup.ts as globalSetup');
  const name = `${prefix}${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties every table so each test starts from a clean, migrated database. */
export async function resetDatabase(db: Database): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rowsOf<{ tablename: string }>(result).map((row) => `"public"."${row.tablename}"`);
  if (tables.length === 0) return;
  // The audit trail refuses TRUNCATE by trigger (decision 013); a test database is the one place
  // where it is emptied, with triggers off for that transaction (the test role is a superuser).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  });
}

/**
 * A new, empty database (not migrated), opened as `count` server processes
 * would open it: separate PostgreSQL pools on one database. On PGlite a
 * second process is refused by the DATA_DIR lock, so there is one handle.
 */
export async function openFreshDatabases(count: number) {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handles: [handle], close: () => handle.close() };
  }
  const url = await createDatabase(`fresh_${Math.random().toString(36).slice(2, 10)}`);
  const handles = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url })),
  );
  return {
    handles,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    },
  };
}
