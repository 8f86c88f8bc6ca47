import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { runBackgroundJobs } from '#testing/background-jobs.ts';
import {
  claimKit,
  completeQuest,
  finishRealmTasks,
  readProgress,
} from '#testing/journey-helpers.ts';
import { publishRealm, writeRealm } from '#testing/programme-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/** Monday 1 March 2027, 09:00 in New York (EST). */
const START = new Date('2027-03-01T14:00:00Z');
const WEEK_MS = 7 * 86_400_000;

const pacedCohort = (overrides: Partial<CohortInput> = {}): CohortInput => ({
  name: 'Spring 2027',
  startsAt: START.toISOString(),
  startsTimeZone: 'America/New_York',
  capacity: null,
  pace: 'paced',
  realmWeeks: [...weeklyRealmWeeks],
  closesAtStart: false,
  ...overrides,
});

async function cohortWithMember(testApp: TestApp, input = pacedCohort()) {
  const staff = await createStaff(testApp);
  const created = await apiAs(testApp, staff.cookie).admin.cohorts.$post({ json: input });
  expect(created.status).toBe(201);
  const cohort = (await created.json()) as { id: number; joinCode: string };
  const creator = await createUser(testApp);
  const joined = await apiAs(testApp, creator.cookie).cohorts.join.$post({
    json: { code: cohort.joinCode },
  });
  expect(joined.status).toBe(200);
  return { staff, cohort, creator };
}

const titlesFor = async (testApp: TestApp, userId: string) =>
  (
    await testApp.db
      .select({ title: notification.title })
      .from(notification)
      .where(eq(notification.recipientId, userId))
  ).map((row) => row.title);

describe('a paced cohort’s openings', () => {
  it('opens realm 1 at the start and realm 2 at its week, telling the members each once', async () => {
    const clock = { now: new Date(START.getTime() - 86_400_000) };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const { creator } = await cohortWithMember(testApp);

    // Before the start: no quest to answer, realm 1 shows when it opens.
    const before = await readProgress(testApp, creator.cookie);
    expect(before.realms[0]).toMatchObject({ quests: [], opensAt: START.toISOString() });
    expect(
      (await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Too soon')).status,
    ).toBe(404);

    clock.now = START;
    await runBackgroundJobs(testApp, clock.now);
    await runBackgroundJobs(testApp, clock.now);
    expect(await titlesFor(testApp, creator.id)).toEqual(['Spring 2027 Starts Today!']);
    expect(
      testApp.inbox.filter((email) => email.to === creator.email).map((e) => e.subject),
    ).toContain('Spring 2027 starts today');

    // Realm 1 done in week 1: realm 2 waits for week 2, and says when.
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    const weekOne = await readProgress(testApp, creator.cookie);
    expect(weekOne.realms[1]).toMatchObject({
      quests: [],
      opensAt: new Date(START.getTime() + WEEK_MS).toISOString(),
    });
    expect(
      (await completeQuest(testApp, creator.cookie, 'r2-message-map', 'Too soon')).status,
    ).toBe(404);
    // Completing realm 1 does not announce a realm that is not open for the cohort yet.
    expect((await titlesFor(testApp, creator.id)).some((title) => title.includes('Unlocked'))).toBe(
      false,
    );

    clock.now = new Date(START.getTime() + WEEK_MS);
    await runBackgroundJobs(testApp, clock.now);
    expect(await titlesFor(testApp, creator.id)).toContain(
      'Realm 2: Structure Is Open for Spring 2027!',
    );
    expect((await readProgress(testApp, creator.cookie)).realms[1]!.quests.length).toBeGreaterThan(
      0,
    );
  });

  it('does not announce an opening long past when a cohort is made after its start', async () => {
    const clock = { now: new Date(START.getTime() + 3 * WEEK_MS) };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const { creator } = await cohortWithMember(testApp);
    await runBackgroundJobs(testApp, clock.now);
    expect(await titlesFor(testApp, creator.id)).toEqual([]);
    expect((await readProgress(testApp, creator.cookie)).realms[2]!.quests.length).toBeGreaterThan(
      0,
    );
  });

  it('leaves a member out of the programme’s own opening when their cohort’s week is still to come', async () => {
    const clock = { now: new Date(START.getTime() + 4 * WEEK_MS) };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const { staff, creator } = await cohortWithMember(
      testApp,
      pacedCohort({ realmWeeks: [1, 1, 1, 9, 10, 10, 10, 10, 10, 10] }),
    );
    const alone = await createUser(testApp);
    for (const member of [creator, alone])
      for (const realmId of [1, 2, 3]) {
        await finishRealmTasks(testApp, member.cookie, realmId);
        expect((await claimKit(testApp, member.cookie, realmId)).status).toBe(201);
      }
    await writeRealm(testApp, staff.cookie, 4);
    expect((await publishRealm(testApp, staff.cookie, 4)).status).toBe(200);

    const opened = (titles: string[]) => titles.some((title) => title.startsWith('Realm 4'));
    expect(opened(await titlesFor(testApp, alone.id))).toBe(true);
    expect(opened(await titlesFor(testApp, creator.id))).toBe(false);
    expect((await readProgress(testApp, creator.cookie)).realms[3]).toMatchObject({ quests: [] });
  });
});
