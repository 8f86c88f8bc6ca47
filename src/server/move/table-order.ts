import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

/**
 * The application's tables (schema public) in an order where every table
 * comes after the tables its foreign keys name, so rows can be inserted with
 * every constraint checked as they arrive. Ties go alphabetically, so two
 * runs print the same progress.
 */
export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) {
    // A table naming itself is inserted in one statement per batch; its rows come in storage order.
    if (child !== parent) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table))
      .filter((table) => [...parentsOf.get(table)!].every((parent) => placed.has(parent)))
      .sort();
    if (ready.length === 0) throw new Error('The tables’ foreign keys form a cycle.');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** A name as SQL spells it, quoted ("user" is a reserved word). */
export function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
