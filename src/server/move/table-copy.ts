import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { quoted } from './table-order.ts';

/** Rows read and inserted per statement: a few hundred kilobytes of JSON for most tables. */
const BATCH_ROWS = 500;

/**
 * Copies one table's rows in batches, in storage order (keyset on ctid, so a
 * batch is an index-free range read). Each batch travels as JSON text and is
 * turned back into rows by PostgreSQL itself (json_populate_recordset):
 * timestamps keep their microseconds, bigints and numerics their digits,
 * arrays, jsonb and bytea their values, with no JavaScript types in between.
 */
export async function copyTableRows(
  source: Database,
  target: pg.Client,
  table: string,
): Promise<number> {
  const name = `public.${quoted(table)}`;
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const batch = rowsOf<{ ctid: string; row: string }>(
      await source.execute(sql`
        select t.ctid::text as ctid, to_json(t)::text as row
        from ${sql.identifier('public')}.${sql.identifier(table)} t
        where t.ctid > ${after}::tid order by t.ctid limit ${BATCH_ROWS}`),
    );
    if (batch.length === 0) return copied;
    await target.query(
      `insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`,
      [`[${batch.map((entry) => entry.row).join(',')}]`],
    );
    copied += batch.length;
    after = batch[batch.length - 1]!.ctid;
  }
}

/**
 * The tables whose own triggers must not fire while rows are copied: the
 * insights rollup's (decision 029, migration 0016) would mark every creator
 * stale again, beside the rollup copied as it was; the audit trail's refuse
 * only changes, but are switched off alike. Foreign keys are PostgreSQL's
 * internal triggers and stay on. ALTER TABLE is transactional: a failed move
 * leaves nothing switched off.
 */
export async function setUserTriggers(target: pg.Client, enabled: boolean): Promise<void> {
  const { rows } = await target.query<{ name: string }>(`
    select distinct c.relname as name
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'`);
  for (const { name } of rows) {
    await target.query(
      `alter table public.${quoted(name)} ${enabled ? 'enable' : 'disable'} trigger user`,
    );
  }
}

/**
 * Every sequence of the application's tables continues where the source's
 * did, and never below the largest id copied: an id is never handed out twice,
 * not even that of a row deleted before the move.
 */
export async function carrySequences(source: Database, target: pg.Client): Promise<number> {
  const sourceValues = new Map(
    rowsOf<{ name: string; lastValue: string | null }>(
      await source.execute(sql`
        select sequencename as name, last_value::text as "lastValue"
        from pg_sequences where schemaname = 'public'`),
    ).map((row) => [row.name, BigInt(row.lastValue ?? 0)]),
  );
  const { rows: owned } = await target.query<{ sequence: string; table: string; column: string }>(`
    select s.relname as sequence, t.relname as table, a.attname as column
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
      and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and n.nspname = 'public'`);
  for (const { sequence, table, column } of owned) {
    const { rows } = await target.query<{ largest: string | null }>(
      `select max(${quoted(column)})::text as largest from public.${quoted(table)}`,
    );
    const largest = BigInt(rows[0]?.largest ?? 0);
    const fromSource = sourceValues.get(sequence) ?? 0n;
    const next = largest > fromSource ? largest : fromSource;
    if (next > 0n) {
      await target.query('select setval($1::regclass, $2::bigint, true)', [
        `public.${quoted(sequence)}`,
        next.toString(),
      ]);
    }
  }
  return owned.length;
}
