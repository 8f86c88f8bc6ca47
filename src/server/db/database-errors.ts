/**
 * Whether a failed statement broke a unique constraint (SQLSTATE 23505), on
 * either driver: node-postgres and PGlite both set `code`, and drizzle wraps
 * their error as the `cause` of its own.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
