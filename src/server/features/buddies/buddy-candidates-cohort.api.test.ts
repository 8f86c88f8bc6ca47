import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createCohort, joinCohort } from '#testing/cohort-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('buddy suggestions for a cohort member', () => {
  it('lists creators of their own cohort first, then the others as before', async () => {
    const testApp = await createTestApp({}, { clock: () => new Date('2026-03-10T12:00:00Z') });
    const spring = await createCohort(testApp, { name: 'Spring Makers', pace: 'self' });
    const autumn = await createCohort(testApp, { name: 'Autumn Makers', pace: 'self' });
    // Made first, so the newest-first order alone would put her last.
    const cohortMate = await createUser(testApp, { name: 'Maya' });
    const otherCohort = await createUser(testApp, { name: 'Jonas' });
    const noCohort = await createUser(testApp, { name: 'Priya' });
    const seeker = await createUser(testApp, { name: 'Noor' });
    for (const creator of [cohortMate, otherCohort, noCohort]) {
      await apiAs(testApp, creator.cookie).buddies.visibility.$put({ json: { isFindable: true } });
    }
    for (const [creator, code] of [
      [seeker, spring.joinCode],
      [cohortMate, spring.joinCode],
      [otherCohort, autumn.joinCode],
    ] as const) {
      expect((await joinCohort(testApp, creator.cookie, code)).status).toBe(200);
    }

    const { candidates } = await (
      await apiAs(testApp, seeker.cookie).buddies.candidates.$get()
    ).json();
    expect(candidates.map((candidate) => candidate.name)).toEqual(['Maya', 'Priya', 'Jonas']);
  });
});
