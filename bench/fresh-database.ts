import pg from 'pg';

/**
 * An empty database `name` on the PostgreSQL server at `server` (dropped first if it was
 * there), as a connection URL; undefined, saying so with `whenUnreachable`, when the server
 * does not answer.
 */
export async function freshPostgresDatabase(
  server: string,
  name: string,
  whenUnreachable: string,
): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${server}: ${whenUnreachable}.`);
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
