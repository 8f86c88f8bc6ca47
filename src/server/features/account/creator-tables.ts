import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/** A table that holds rows of a creator, and the columns that say whose a row is. */
export type CreatorTable = {
  name: string;
  table: PgTable;
  /** Columns holding the creator's user id (foreign keys to `user`, or its own id). */
  idColumns: PgColumn[];
  /** Columns holding the creator's email address (tables keyed by address, not account). */
  emailColumns: PgColumn[];
  /** The primary key, to page through the rows in a stable order. */
  keyColumns: PgColumn[];
  /** What is exported: every column but secrets. */
  exportedColumns: Record<string, PgColumn>;
};

/**
 * Never exported: credentials and secrets that are not the creator's to
 * carry around (a session token, a password hash, push keys, an invite code's
 * hash) and email bodies, which may hold a still-valid sign-in link.
 */
const secretColumns = new Set<PgColumn>([
  schema.session.token,
  schema.account.password,
  schema.account.accessToken,
  schema.account.refreshToken,
  schema.account.idToken,
  schema.pushSubscription.p256dh,
  schema.pushSubscription.auth,
  schema.invite.codeHash,
  schema.outboxEmail.text,
]);

/** Tables that know a creator by address rather than by account. */
const emailKeyedColumns = new Map<PgTable, PgColumn[]>([
  [schema.emailOptOut, [schema.emailOptOut.email]],
  [schema.outboxEmail, [schema.outboxEmail.to]],
]);

function keyColumnsOf(table: PgTable): PgColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  return single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
}

function idColumnsOf(table: PgTable): PgColumn[] {
  if (table === schema.user) return [schema.user.id];
  return getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
    const reference = foreignKey.reference();
    return reference.foreignTable === schema.user ? reference.columns : [];
  });
}

/**
 * Every table of the schema that can hold a creator's rows, found by walking
 * the schema: a table added later with a foreign key to `user` is exported
 * (and checked by the deletion test) without anyone having to remember it.
 */
export function listCreatorTables(): CreatorTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const exportedColumns = Object.fromEntries(
        Object.entries(getTableColumns(table)).filter(([, column]) => !secretColumns.has(column)),
      );
      return {
        name: getTableConfig(table).name,
        table,
        idColumns: idColumnsOf(table),
        emailColumns: emailKeyedColumns.get(table) ?? [],
        keyColumns: keyColumnsOf(table),
        exportedColumns,
      };
    })
    .filter((entry) => entry.idColumns.length > 0 || entry.emailColumns.length > 0);
}
