import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../project-paths.ts';
import { initialisePgliteDataDir } from './pglite-initdb.ts';
import { keepPgliteStatements } from './pglite-statements.ts';
import {
  timePgliteBackgroundHolds,
  timePgliteQueries,
  timePoolQueries,
  type OnBackgroundHold,
} from './query-timing.ts';
import * as schema from './schema/index.ts';

/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now (the server's metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PGlite only: a tar of its data directory taken between two transactions,
   * and `whileHeld` run before any other statement may start (the backup's
   * copy of the uploads, decision 018).
   */
  dump?: <T>(whileHeld: () => Promise<T>) => Promise<{ tarball: Blob; held: T }>;
};

export type DatabaseLocation = (
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` undefined keeps the embedded database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Called with every SQL statement sent (query counting in tests and benchmarks). */
  onQuery?: (query: string) => void;
  /** Called with each statement's time to answer, in seconds (the server's metrics, when on). */
  onQueryTime?: (seconds: number) => void;
  /** PGlite only: how long background work held the database at once (the server's metrics). */
  onBackgroundHold?: OnBackgroundHold;
};

const loggerFor = (onQuery: DatabaseLocation['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

export const migrationsFolder = projectPath('src/server/db/migrations');

/** Any constant shared by every Emberpath server: the advisory lock that serialises migrations. */
export const MIGRATION_LOCK_KEY = 7_260_311;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres' ? openPostgres(location) : openPglite(location);
}

async function openPostgres(location: Extract<DatabaseLocation, { kind: 'postgres' }>) {
  const pool = new pg.Pool({
    connectionString: location.url,
    max: location.maxConnections ?? 10,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  if (location.onQueryTime) timePoolQueries(pool, location.onQueryTime);
  const db = drizzleNodePostgres({ client: pool, schema, logger: loggerFor(location.onQuery) });
  return {
    db: db as Database,
    kind: 'postgres' as const,
    // Servers starting together on a new database would each apply the migrations
    // and all but one fail: each waits for the lock, then finds them applied.
    migrate: async () => {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(db, { migrationsFolder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        lockHolder.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * PostgreSQL's defaults size shared memory for a server of many connections;
 * PGlite has one, and the file system below it caches pages too. 128 MB of
 * shared buffers held ~130 MB of resident memory for nothing (decision 017).
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_connections=5', '-c', 'wal_buffers=1MB'],
];

async function openPglite(location: Extract<DatabaseLocation, { kind: 'pglite' }>) {
  if (location.dataDir) await initialisePgliteDataDir(location.dataDir, pgliteStartParams);
  const client = await PGlite.create({ dataDir: location.dataDir, startParams: pgliteStartParams });
  keepPgliteStatements(client);
  if (location.onQueryTime) timePgliteQueries(client, location.onQueryTime);
  if (location.onBackgroundHold) timePgliteBackgroundHolds(client, location.onBackgroundHold);
  const db = drizzlePglite({ client, schema, logger: loggerFor(location.onQuery) });
  return {
    db: db as Database,
    kind: 'pglite' as const,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // PGlite runs one transaction at a time, so inside this one nothing else reads or writes.
    // The CHECKPOINT writes every committed page into the files copied, so a restore
    // replays next to no WAL.
    dump: <T>(whileHeld: () => Promise<T>) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        const tarball = await client.dumpDataDir('none');
        return { tarball, held: await whileHeld() };
      }),
  };
}
