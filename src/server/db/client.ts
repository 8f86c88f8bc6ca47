import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseLocation = (
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` undefined keeps the embedded database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
) & {
  /** Called with every SQL statement sent (query counting in tests and benchmarks). */
  onQuery?: (query: string) => void;
};

const loggerFor = (onQuery: DatabaseLocation['onQuery']) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant shared by every Emberpath server: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_260_311;

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
  };
}

async function openPglite(location: Extract<DatabaseLocation, { kind: 'pglite' }>) {
  const client = location.dataDir ? await PGlite.create(location.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema, logger: loggerFor(location.onQuery) });
  return {
    db: db as Database,
    kind: 'pglite' as const,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
