import type { Database } from './client.ts';

/**
 * Hot queries are prepared once per database: drizzle builds their SQL once,
 * and PostgreSQL parses and plans them once per connection instead of on
 * every request. Called with a transaction, the statements are built for it
 * (its connection), so drizzle builds them again, but PostgreSQL still skips
 * the parse and plan on a connection that has prepared them before: the
 * write path's statements are prepared this way (decision 048). PGlite's
 * driver drops the name; there every statement is kept by its text instead
 * (pglite-statements.ts, decision 049), so preparing saves drizzle's work only.
 */
export function preparedFor<Statements>(
  build: (db: Database) => Statements,
): (db: Database) => Statements {
  const byDatabase = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = build(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
