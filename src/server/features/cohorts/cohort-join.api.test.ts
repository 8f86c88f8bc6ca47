import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createCohort, joinCohort } from '#testing/cohort-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const beforeStart = new Date('2026-03-10T12:00:00Z');

async function refusalOf(response: Response) {
  return { status: response.status, error: ((await response.json()) as { error: unknown }).error };
}

describe('joining a cohort by its link', () => {
  it('says an unknown code is not a valid link, before and after signing in', async () => {
    const testApp = await createTestApp({}, { clock: () => beforeStart });
    const creator = await createUser(testApp);
    const preview = await apiAs(testApp).cohorts.join[':code'].$get({ param: { code: 'NOPE42' } });
    expect(await refusalOf(preview)).toMatchObject({
      status: 404,
      error: { title: 'Link Not Valid' },
    });
    expect(await refusalOf(await joinCohort(testApp, creator.cookie, 'NOPE42'))).toMatchObject({
      status: 404,
      error: { title: 'Link Not Valid' },
    });
    expect(await (await apiAs(testApp, creator.cookie).cohorts.mine.$get()).json()).toEqual({
      cohort: null,
    });
  });

  it('previews the cohort to a visitor without a word of who is in it', async () => {
    const testApp = await createTestApp({}, { clock: () => beforeStart });
    const cohort = await createCohort(testApp, { name: 'Spring Makers', capacity: 5 });
    const maya = await createUser(testApp, { name: 'Maya Lindqvist' });
    expect((await joinCohort(testApp, maya.cookie, cohort.joinCode)).status).toBe(200);

    const preview = await apiAs(testApp).cohorts.join[':code'].$get({
      param: { code: cohort.joinCode.toLowerCase() },
    });
    expect(preview.status).toBe(200);
    const text = await preview.text();
    expect(JSON.parse(text)).toEqual({
      name: 'Spring Makers',
      startsAt: '2026-03-16T09:00:00.000Z',
      startsTimeZone: 'Europe/London',
      pace: 'paced',
      weeks: 10,
      joinRefusal: null,
    });
    for (const secret of ['Maya', maya.email, maya.id]) expect(text).not.toContain(secret);
  });

  it('refuses a full cohort in its words, and says so on the link first', async () => {
    const testApp = await createTestApp({}, { clock: () => beforeStart });
    const cohort = await createCohort(testApp, { capacity: 1 });
    const first = await createUser(testApp);
    const second = await createUser(testApp);
    expect((await joinCohort(testApp, first.cookie, cohort.joinCode)).status).toBe(200);

    expect(await refusalOf(await joinCohort(testApp, second.cookie, cohort.joinCode))).toEqual({
      status: 409,
      error: expect.objectContaining({
        title: 'Cohort Full',
        message: 'This cohort is full. Ask the Emberpath team about the next one.',
      }),
    });
    const preview = await apiAs(testApp).cohorts.join[':code'].$get({
      param: { code: cohort.joinCode },
    });
    expect((await preview.json()).joinRefusal).toBe('full');
  });

  it('refuses a cohort that closed at its start', async () => {
    let now = beforeStart;
    const testApp = await createTestApp({}, { clock: () => now });
    const cohort = await createCohort(testApp, { closesAtStart: true });
    const creator = await createUser(testApp);
    now = new Date('2026-03-16T09:00:00Z');
    expect(await refusalOf(await joinCohort(testApp, creator.cookie, cohort.joinCode))).toEqual({
      status: 409,
      error: expect.objectContaining({ title: 'Cohort Closed' }),
    });
  });

  it('answers the same cohort again as joined, and another one with where they already are', async () => {
    const testApp = await createTestApp({}, { clock: () => beforeStart });
    const spring = await createCohort(testApp, { name: 'Spring Makers' });
    const autumn = await createCohort(testApp, { name: 'Autumn Makers' });
    const creator = await createUser(testApp);
    const joined = await joinCohort(testApp, creator.cookie, spring.joinCode);
    expect(joined.status).toBe(200);
    expect((await joined.json()).cohort).toMatchObject({
      name: 'Spring Makers',
      week: 0,
      hasStarted: false,
      memberCount: 1,
      realmSpread: [{ completed: 0, creators: 1 }],
    });

    const again = await joinCohort(testApp, creator.cookie, spring.joinCode);
    expect(again.status).toBe(200);
    expect((await again.json()).cohort?.memberCount).toBe(1);
    expect(await refusalOf(await joinCohort(testApp, creator.cookie, autumn.joinCode))).toEqual({
      status: 409,
      error: expect.objectContaining({
        title: 'Already in a Cohort',
        message: 'You are already in Spring Makers. Ask the Emberpath team if you want to move.',
      }),
    });
  });

  it('seats exactly as many as it holds when twenty join at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({}, { clock: () => beforeStart });
    const cohort = await createCohort(testApp, { capacity: 5 });
    const creators = await Promise.all(Array.from({ length: 20 }, () => createUser(testApp)));

    const answers = await Promise.all(
      creators.map((creator) => joinCohort(testApp, creator.cookie, cohort.joinCode)),
    );
    const refusals = await Promise.all(
      answers.filter((answer) => answer.status !== 200).map(refusalOf),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ status: 409, error: { title: 'Cohort Full' } });
    const members = await Promise.all(
      creators.map(async (creator) => {
        const mine = await (await apiAs(testApp, creator.cookie).cohorts.mine.$get()).json();
        return mine.cohort?.memberCount;
      }),
    );
    expect(members.filter((count) => count !== undefined)).toEqual([5, 5, 5, 5, 5]);
  });
});
