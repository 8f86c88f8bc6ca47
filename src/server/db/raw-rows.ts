/**
 * The rows of a raw statement (`db.execute(sql…)`), whichever driver ran it:
 * PGlite and node-postgres both answer with `rows`, but the Database type
 * spans both and cannot say so.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
