import { sql, type SQL } from 'drizzle-orm';

/** Which creators a view counts: accounts with the creator role that signed up in [from, to). */
export type Population = { from: Date | null; to: Date | null };

/** A quest or final task creators can walk now, in the order the realm lists it. */
export type LiveTask = { questId: string; realmId: number; position: number };

/** The population as a condition on the `user` table under the alias `u`. */
export function populationCondition(population: Population): SQL {
  const parts = [sql`u.role = 'creator'`];
  if (population.from)
    parts.push(sql`u.created_at >= ${population.from.toISOString()}::timestamptz`);
  if (population.to) parts.push(sql`u.created_at < ${population.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The live tasks as an inline table `tasks(quest_id, realm_id, position)`. */
export function tasksTable(tasks: readonly LiveTask[]): SQL {
  if (tasks.length === 0) return sql`(select null::text, null::int, null::int where false)`;
  const rows = tasks.map(
    (task) => sql`(${task.questId}::text, ${task.realmId}::int, ${task.position}::int)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)})`;
}

export function intArray(values: readonly number[]): SQL {
  if (values.length === 0) return sql`array[]::int[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  )}]`;
}

/** Rows of a raw statement, whichever driver ran it. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Days between two instants, as a number, for medians. */
export const daysBetween = (later: SQL, earlier: SQL) =>
  sql`extract(epoch from (${later} - ${earlier})) / 86400.0`;
