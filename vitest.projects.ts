import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Without DATABASE_URL nothing runs on PostgreSQL: not the api-postgres
 * project, where the race tests prove their locks, nor the two-process e2e.
 * The summary reporter says so at the end of the run.
 */
const hasPostgres = Boolean(process.env.DATABASE_URL);
/** Two app processes on one PostgreSQL database, a move into one: nothing to run without one. */
const postgresOnlyE2e = ['e2e/two-processes.e2e.ts', 'e2e/move.e2e.ts'];

const apiProject = (
  name: string,
  testDatabase: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['src/**/*.api.test.ts'],
    // A file named for one database runs only on it (the embedded database's backup, say).
    exclude: [
      testDatabase === 'postgres' ? 'src/**/*.pglite.api.test.ts' : 'src/**/*.postgres.api.test.ts',
    ],
    environment: 'node',
    setupFiles: [
      'src/testing/warm-test-database.ts',
      'src/testing/fail-on-console-error.ts',
      'src/testing/fail-on-undescribed-answer.ts',
    ],
    globalSetup: testDatabase === 'postgres' ? ['src/testing/postgres-global-setup.ts'] : [],
    // One database per worker, kept across files and reset between tests.
    isolate: false,
    env: { TEST_DATABASE: testDatabase },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

/**
 * unit: pure code. components: screen pieces in a DOM. api-*: routes through createApp() on a real database, on
 * PGlite always and on PostgreSQL too when DATABASE_URL is set. e2e: the built
 * app as a real process, driven in Chromium.
 */
export const testProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
      exclude: ['src/**/*.api.test.ts'],
      environment: 'node',
      setupFiles: ['src/testing/fail-on-console-error.ts'],
    },
  },
  {
    extends: true,
    test: {
      name: 'components',
      include: ['src/**/*.test.tsx'],
      environment: 'happy-dom',
      setupFiles: ['src/testing/fail-on-console-error.ts', 'src/testing/component-setup.ts'],
    },
  },
  apiProject('api-pglite', 'pglite'),
  ...(hasPostgres ? [apiProject('api-postgres', 'postgres')] : []),
  {
    extends: true,
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.ts'],
      exclude: hasPostgres ? [] : postgresOnlyE2e,
      environment: 'node',
      globalSetup: ['e2e/support/global-setup.ts'],
      setupFiles: ['src/testing/fail-on-console-error.ts'],
      // A staff walk through several screens takes 30 s on a quiet 2-core machine and twice
      // that beside another file's browser; the waits inside are for screens, never sleeps.
      testTimeout: 120_000,
      hookTimeout: 60_000,
      // expect.poll waits on a browser as locators do (their 30 s), not vitest's 1 s default:
      // a reload and the app's first request took longer than 1 s on a busy CI machine.
      expect: { poll: { timeout: 30_000 } },
    },
  },
];
