import { and, eq, getTableColumns, is, ne, or, sql, type SQL } from 'drizzle-orm';
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
  /** When a row keyed by address was written: only rows since the address became theirs count. */
  addressDateColumn?: PgColumn;
  /** The primary key, to page through the rows in a stable order. */
  keyColumns: PgColumn[];
  /** What is exported: every column but secrets. */
  exportedColumns: Record<string, PgColumn>;
  /** For tables whose rows name the creator without all being theirs to know: which rows, and how. */
  scope?: (creatorId: string) => ExportScope;
};

export type ExportScope = { where: SQL; columns?: Record<string, SQL> };

/**
 * Rows that name the creator but are not all theirs to know (decision 014):
 * a request they sent by email must not tell them whose account the address
 * is, nor that its recipient blocked them; a block against them stays silent.
 * Everything else a creator's export holds is what they wrote or were shown.
 */
const scopes = new Map<PgTable, (creatorId: string) => ExportScope>([
  [
    schema.buddyRequest,
    (creatorId) => ({
      where: or(
        eq(schema.buddyRequest.senderId, creatorId),
        and(
          eq(schema.buddyRequest.recipientId, creatorId),
          ne(schema.buddyRequest.status, 'blocked'),
        ),
      )!,
      columns: {
        recipientId: sql`case when ${schema.buddyRequest.senderId} = ${creatorId} then null else ${schema.buddyRequest.recipientId} end`,
        // What its sender is shown of a request kept from a blocker.
        status: sql`case when ${schema.buddyRequest.status} = 'blocked' then 'waiting' else ${schema.buddyRequest.status}::text end`,
      },
    }),
  ],
  [schema.buddyBlock, (creatorId) => ({ where: eq(schema.buddyBlock.blockerId, creatorId) })],
  // Feedback received on one's answers (issue 31). A coach's export does not carry the
  // answers they claimed or reviewed: those are other creators' data.
  [
    schema.reviewRequest,
    (creatorId) => ({
      where: eq(schema.reviewRequest.userId, creatorId),
      columns: { claimedBy: sql`null`, claimedUntil: sql`null` },
    }),
  ],
  [
    schema.answerReview,
    (creatorId) => ({
      where: and(
        eq(schema.answerReview.userId, creatorId),
        eq(schema.answerReview.status, 'sent'),
      )!,
      columns: { reviewerId: sql`null` },
    }),
  ],
]);

/**
 * Rows keyed by address are the account's only when its address is verified,
 * and only from when the address became the account's: someone who made an
 * account with another person's address must not read what was sent to that
 * person (decision 014).
 */
export function addressIsTheirs(creatorId: string, sentAt: PgColumn): SQL {
  return sql`exists (select 1 from ${schema.user} where ${schema.user.id} = ${creatorId} and ${schema.user.emailVerified} and ${sentAt} >= ${schema.user.emailSince})`;
}

/**
 * Never exported: credentials and secrets that are not the creator's to
 * carry around (a session token, a password hash, push keys, an invite code's
 * or an API key's hash) and email bodies, which may hold a still-valid sign-in link.
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
  schema.apiKey.tokenHash,
  schema.outboxEmail.text,
]);

/** Tables that know a creator by address rather than by account, and when each row was written. */
const emailKeyedColumns = new Map<PgTable, { emailColumns: PgColumn[]; dateColumn: PgColumn }>([
  [
    schema.emailOptOut,
    { emailColumns: [schema.emailOptOut.email], dateColumn: schema.emailOptOut.createdAt },
  ],
  [
    schema.outboxEmail,
    { emailColumns: [schema.outboxEmail.to], dateColumn: schema.outboxEmail.createdAt },
  ],
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
        emailColumns: emailKeyedColumns.get(table)?.emailColumns ?? [],
        addressDateColumn: emailKeyedColumns.get(table)?.dateColumn,
        keyColumns: keyColumnsOf(table),
        exportedColumns,
        scope: scopes.get(table),
      };
    })
    .filter((entry) => entry.idColumns.length > 0 || entry.emailColumns.length > 0);
}
