import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/raw-rows.ts';

/**
 * Every place in the database where a value mentions `needles` (a user id, an
 * email address): each text, json and array column of every table, found
 * from the catalogue, so a table added later is searched too.
 */
export async function findMentions(db: Database, needles: string[]): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      order by table_name, column_name`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const pattern = `%${needle.toLowerCase()}%`;
      const [hit] = rowsOf<{ count: number }>(
        await db.execute(
          sql`select count(*)::int as count from ${sql.identifier(table)}
              where lower(${sql.identifier(column)}::text) like ${pattern}`,
        ),
      );
      if (Number(hit?.count) > 0) found.push(`${table}.${column} mentions ${needle}`);
    }
  }
  return found;
}
