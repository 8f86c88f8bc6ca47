import { pino } from 'pino';
import { expect, it } from 'vitest';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp } from '#testing/test-app.ts';
import { createCurriculumCache } from '../curriculum/curriculum-cache.ts';
import { refreshInsightsFor, type PassSizer } from './rollup.service.ts';

const NOW = new Date('2026-11-25T15:30:00Z');

it('lets the event loop turn between its passes, so requests are read meanwhile', async () => {
  const testApp = await createTestApp({}, { clock: () => NOW });
  await seedProgramme(testApp.db, { now: NOW, count: 30, seed: 7 });
  const curriculum = createCurriculumCache({ db: testApp.db, logger: pino({ level: 'silent' }) });
  let passes = 0;
  // Ten creators a pass: the 30 seeded creators take several passes, back to back.
  const sizer: PassSizer = { limit: () => 10, took: () => (passes += 1) };
  let passesSeenByTimer: number | undefined;
  // A timer set before the passes stands for a request waiting to be read.
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      passesSeenByTimer = passes;
      resolve();
    }, 0),
  );
  const counted = await refreshInsightsFor(
    { db: testApp.db, curriculum },
    { now: NOW, budgetMs: 60_000, sizer },
  );
  await timer;

  expect(counted).toBeGreaterThanOrEqual(30);
  expect(passes).toBeGreaterThan(2);
  // On PGlite, without a turn between passes, the timer fired only after the last of them.
  expect(passesSeenByTimer).toBeLessThan(passes);
});
