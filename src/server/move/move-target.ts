import type { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATION_LOCK_KEY, migrationsFolder, type Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import * as schema from '../db/schema/index.ts';
import { MoveRefusedError } from './move-source.ts';

/** The target inside the move's one transaction: raw statements on `client`, drizzle's on `db`. */
export type MoveTarget = { client: pg.Client; db: Database };

/** Relations in any schema but PostgreSQL's own: a database with one is not empty. */
const RELATIONS_OUTSIDE_THE_SYSTEM = `
  select n.nspname || '.' || c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
  order by 1 limit 3`;

/**
 * Runs `work` in one transaction on an empty PostgreSQL database whose schema
 * it first creates with the migrations, exactly as a server's first start
 * would (drizzle's own bookkeeping table included). Any failure rolls all of
 * it back, schema too: the database is empty again, and the move can simply
 * be run again. The migrations' advisory lock is held throughout, so a
 * server starting on the database meanwhile waits, then finds it migrated.
 */
export async function withEmptyTarget<T>(
  url: string,
  work: (target: MoveTarget) => Promise<T>,
): Promise<T> {
  const client = await connectTo(url);
  try {
    await assertEmpty(client, url);
    const db = drizzle({ client, schema }) as unknown as Database;
    return await db.transaction(async (tx) => {
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Again under the lock: another move or a server may have got there first.
      await assertEmpty(client, url);
      // Rows are compared as text with the source's (move-verify.ts): one zone on both sides.
      await client.query(`set local time zone 'UTC'`);
      await migrateInTransaction(tx);
      return work({ client, db: tx });
    });
  } finally {
    await client.end();
  }
}

/**
 * Checked before the install is even opened, so a wrong address or a used
 * database is refused at once, with the install untouched; checked again
 * inside the move's transaction.
 */
export async function assertTargetIsEmpty(url: string): Promise<void> {
  const client = await connectTo(url);
  try {
    await assertEmpty(client, url);
  } finally {
    await client.end();
  }
}

async function connectTo(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // An idle client losing its connection must not crash the command.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new MoveRefusedError(`Cannot connect to ${redacted(url)}: ${(error as Error).message}`);
  }
  return client;
}

async function assertEmpty(client: pg.Client, url: string) {
  const { rows } = await client.query<{ name: string }>(RELATIONS_OUTSIDE_THE_SYSTEM);
  if (rows.length > 0) {
    throw new MoveRefusedError(
      `The database ${redacted(url)} is not empty (it holds ${rows.map((row) => row.name).join(', ')}…). The move writes only into an empty database, so nothing there is overwritten: create a new one (createdb), or drop what it holds. Nothing was written.`,
    );
  }
}

/**
 * drizzle's own migration step (the bookkeeping table, each migration and its
 * hash), inside the move's transaction: its migrate() would send BEGIN and
 * COMMIT on this one connection, committing the move half done. Here its
 * inner transaction is a savepoint of the move's.
 */
async function migrateInTransaction(tx: Database) {
  const session = {
    execute: (query: ReturnType<typeof sql>) => tx.execute(query),
    all: async (query: ReturnType<typeof sql>) => rowsOf(await tx.execute(query)),
    transaction: (inner: (nested: Database) => Promise<unknown>) => tx.transaction(inner),
  };
  // The dialect is drizzle's internal; node-postgres/migrator.js reaches it the same way.
  const { dialect } = tx as unknown as { dialect: PgDialect };
  await dialect.migrate(readMigrationFiles({ migrationsFolder }), session as unknown as PgSession, {
    migrationsFolder,
  });
}

/** The address without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the database';
  }
}
