import { pino } from 'pino';
import { expect } from 'vitest';
import { createBackgroundJobs } from '#server/background-jobs.ts';
import type { TestApp } from './test-app.ts';

/** The server's background jobs, run once at `now` as a tick would; a job that failed fails the test. */
export async function runBackgroundJobs(testApp: TestApp, now: Date) {
  const failures: string[] = [];
  const jobs = createBackgroundJobs({
    db: testApp.db,
    config: testApp.config,
    outbox: testApp.outbox,
    fileStore: testApp.fileStore,
    curriculum: testApp.curriculum,
    logger: pino({ level: 'error' }, { write: (line: string) => failures.push(line) }),
    clock: () => now,
  });
  await jobs.runDue(now);
  expect(failures).toEqual([]);
}
