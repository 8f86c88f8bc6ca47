import pg from 'pg';
import { TEST_DATABASE_PREFIX } from './test-database.ts';

/** Drops the per-worker PostgreSQL databases once the run is over. */
export default function setup() {
  return async function teardown() {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${TEST_DATABASE_PREFIX}%`],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
