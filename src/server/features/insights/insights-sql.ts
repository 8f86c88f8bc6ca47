import { sql, type SQL } from 'drizzle-orm';

/** Which creators a view counts: those who signed up in [from, to) (UTC; null: no bound). */
export type Population = { from: Date | null; to: Date | null };

/** A quest or final task creators can walk now, in the order the realm lists it. */
export type LiveTask = { questId: string; realmId: number; position: number };

/** The population as a condition on a sign-up instant column (`c.signed_up_at`, say). */
export function signedUpIn(population: Population, column: SQL): SQL {
  const parts = [sql`true`];
  if (population.from) parts.push(sql`${column} >= ${population.from.toISOString()}::timestamptz`);
  if (population.to) parts.push(sql`${column} < ${population.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/**
 * The population as a condition on a sign-up day column: its bounds are whole UTC days, so
 * the counts keyed by sign-up day select exactly the same creators.
 */
export function signupDayIn(population: Population, column: SQL): SQL {
  const parts = [sql`true`];
  if (population.from) parts.push(sql`${column} >= ${utcDayOf(population.from)}::date`);
  if (population.to) parts.push(sql`${column} < ${utcDayOf(population.to)}::date`);
  return sql.join(parts, sql` and `);
}

export const utcDayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Rows of a raw statement, whichever driver ran it. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Days between two instants, as a number, for medians. */
export const daysBetween = (later: SQL, earlier: SQL) =>
  sql`extract(epoch from (${later} - ${earlier})) / 86400.0`;

/** A `timestamptz` or `date` from either driver: a Date, or its text. */
export type Dated = Date | string;

export const dateOrNull = (value: Dated | null) => (value === null ? null : new Date(value));
