import type { Database } from './client.ts';

/**
 * Hot queries are prepared once per database: drizzle builds their SQL once,
 * and PostgreSQL parses and plans them once per connection instead of on
 * every request.
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
