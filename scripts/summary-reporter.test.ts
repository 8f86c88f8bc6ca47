import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import SummaryReporter, { postgresNotice } from './summary-reporter.ts';

const fixtureRoots: string[] = [];
afterAll(() => {
  for (const root of fixtureRoots) fs.rmSync(root, { recursive: true, force: true });
});

/**
 * Runs one test file through a real vitest with only the summary reporter and
 * returns its closing line, every line, and the exit code vitest chose. Files
 * use vitest's globals so they need no node_modules beside them.
 */
async function runFixture(
  source: string,
  {
    hasPostgres = true,
    ...options
  }: { allowOnly?: boolean; name?: string; hasPostgres?: boolean } = {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-reporter-'));
  fixtureRoots.push(root);
  fs.writeFileSync(path.join(root, 'case.fixture.js'), source);
  const lines: string[] = [];
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const exitCodeBefore = process.exitCode;
  process.exitCode = undefined;
  const vitest = await createVitest(
    'test',
    {
      root,
      config: false,
      include: ['*.fixture.js'],
      globals: true,
      watch: false,
      reporters: [new SummaryReporter({ write: (line) => lines.push(line), hasPostgres })],
      ...options,
    },
    {},
    { stdout: silent, stderr: silent },
  );
  try {
    await vitest.start();
  } finally {
    await vitest.close();
  }
  const exitCode = Number(process.exitCode ?? 0);
  process.exitCode = exitCodeBefore;
  return { summary: lines.at(-1) ?? '', lines, exitCode };
}

const failedCount = (summary: string) => Number(/(\d+) failed/.exec(summary)?.[1]);

describe('summary reporter', () => {
  it('says 0 failed when every test passes', async () => {
    const { summary, exitCode } = await runFixture(`
      test('one', () => {});
      test.skip('two', () => {});
    `);
    expect(exitCode).toBe(0);
    expect(summary).toBe('Tests: 1 passed, 0 failed, 1 skipped');
  });

  it('counts a file that fails to import as a failure', async () => {
    const { summary, exitCode } = await runFixture(`
      throw new Error('cannot load');
    `);
    expect(exitCode).toBe(1);
    expect(failedCount(summary)).toBeGreaterThanOrEqual(1);
  });

  it('counts the tests a failing beforeAll kept from running as failed', async () => {
    const { summary, exitCode } = await runFixture(`
      describe('suite', () => {
        beforeAll(() => { throw new Error('setup broke'); });
        test('one', () => {});
        test('two', () => {});
      });
      test('outside', () => {});
    `);
    expect(exitCode).toBe(1);
    expect(summary).toBe('Tests: 1 passed, 2 failed, 0 skipped');
  });

  it('counts a failing afterAll as a failure', async () => {
    const { summary, exitCode } = await runFixture(`
      afterAll(() => { throw new Error('cleanup broke'); });
      test('one', () => {});
    `);
    expect(exitCode).toBe(1);
    expect(summary).toBe('Tests: 1 passed, 1 failed, 0 skipped');
  });

  it('counts a .only refused by allowOnly: false as a failure', async () => {
    const { summary, exitCode } = await runFixture(
      `
      test.only('focused', () => {});
      test('other', () => {});
    `,
      { allowOnly: false },
    );
    expect(exitCode).toBe(1);
    expect(failedCount(summary)).toBeGreaterThanOrEqual(1);
  });

  it('counts each unhandled error as a failure', async () => {
    const { summary, exitCode } = await runFixture(`
      test('leaves errors behind', async () => {
        setTimeout(() => { throw new Error('late one'); });
        setTimeout(() => { throw new Error('late two'); });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    `);
    expect(exitCode).toBe(1);
    expect(summary).toMatch(/^Tests: \d+ passed, 2 failed, 0 skipped/);
  });
});

describe('the line about PostgreSQL', () => {
  const notice = (projects: string[], hasPostgres: boolean) =>
    postgresNotice(new Set(projects), hasPostgres);

  it('says PostgreSQL did not run when API tests ran without DATABASE_URL', async () => {
    const { lines, exitCode } = await runFixture(`test('one', () => {});`, {
      name: 'api-pglite',
      hasPostgres: false,
    });
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      '  api-pglite: 1 passed, 0 failed, 0 skipped',
      'PostgreSQL: not run (set DATABASE_URL) — the race tests, named "(the lock is proven on PostgreSQL)", and e2e/two-processes.e2e.ts prove their locks only there',
      'Tests: 1 passed, 0 failed, 0 skipped',
    ]);
  });

  it('says so for e2e without DATABASE_URL, and when api-postgres was left out of the run', () => {
    expect(notice(['unit', 'e2e'], false)).toMatch(/^PostgreSQL: not run \(set DATABASE_URL\)/);
    expect(notice(['api-pglite'], true)).toMatch(
      /^PostgreSQL: not run \(api-postgres was not selected\) — the race tests/,
    );
  });

  it('says nothing when api-postgres ran, or when nothing that needs a database ran', () => {
    expect(notice(['unit', 'api-pglite', 'api-postgres', 'e2e'], true)).toBeUndefined();
    expect(notice(['api-postgres'], true)).toBeUndefined();
    expect(notice(['unit', 'components'], false)).toBeUndefined();
    expect(notice(['e2e'], true)).toBeUndefined();
  });
});
