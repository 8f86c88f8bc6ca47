import { sql, type SQL } from 'drizzle-orm';

/** ISO 8601 in UTC, as JSON.stringify writes a Date, so every endpoint speaks one format. */
export const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
