import { beforeAll } from 'vitest';
import { getTestDatabase } from './test-database.ts';

// Opening and migrating the worker's database takes 3–9 s, more on a busy machine: done here,
// before any test's clock starts, or the first test of each worker spends its budget on it and
// times out at random. Once per worker: the database outlives the files (isolate: false).
beforeAll(async () => {
  await getTestDatabase();
}, 120_000);
