import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL database this run creates starts with it; no other run's does. */
    testDatabasePrefix: string;
  }
}

/**
 * Names this run's per-worker PostgreSQL databases and drops them, and only
 * them, once the run is over: other runs may be using the same server.
 */
export default function setup(project: TestProject) {
  // The pid tells whose database it is; the random part keeps runs apart across containers.
  const prefix = `emberpath_test_${process.pid}_${randomBytes(4).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);

  return async function teardown() {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // starts_with, not LIKE: "_" is a LIKE wildcard.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
