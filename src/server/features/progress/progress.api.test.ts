import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { makeBuddies } from '#testing/buddy-helpers.ts';
import {
  completeQuest,
  finishRealmTasks,
  getProgress,
  claimKit,
  readProgress,
} from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { countQueries } from '#testing/test-database.ts';
import type { Progress } from './progress.service.ts';

type ProgressJson = Omit<Progress, 'realms'> & {
  realms: (Progress['realms'][number] & { completedAt: string | null })[];
};

describe('GET /api/progress', () => {
  it('starts a new creator at realm 1 with nothing done', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await getProgress(testApp, creator.cookie);
    expect(response.status).toBe(200);
    const progress = (await response.json()) as ProgressJson;

    expect(progress.currentRealm).toBe(1);
    expect(progress.realms).toHaveLength(10);
    expect(progress.realms.map((realm) => realm.title).slice(0, 3)).toEqual([
      'Ideation',
      'Structure',
      'Implementation',
    ]);
    expect(progress.realms[0]).toMatchObject({
      unlocked: true,
      completed: false,
      completedAt: null,
      isComingSoon: false,
    });
    expect(progress.realms[1]).toMatchObject({ unlocked: false, completed: false });
    expect(
      progress.realms.slice(3).every((realm) => realm.isComingSoon && realm.quests.length === 0),
    ).toBe(true);
    expect(progress.realms[0]!.quests.map((quest) => quest.type)).toEqual([
      'journal',
      'worksheet',
      'brainstorm',
      'reflection',
    ]);
    expect(progress.realms[0]!.finalTask).toMatchObject({
      title: 'Ember Ignition',
      completed: false,
    });
    expect(progress.realms[1]!.finalTask).toMatchObject({
      title: 'Claim Your Structure Key',
      type: 'reflection',
    });
    expect(progress).toMatchObject({
      checkinCount: 0,
      rewardsClaimed: [],
      buddies: [],
      streak: { current: 0, best: 0 },
    });
    expect(progress.today).toMatchObject({ timeZone: 'UTC', hasCheckedIn: false });
    expect(progress.today.prompt.length).toBeGreaterThan(10);
  });

  it('uses the same number of queries however long the history, buddies included', async () => {
    const testApp = await createTestApp();
    const newcomer = await createUser(testApp);
    const veteran = await createUser(testApp);
    await finishRealmTasks(testApp, veteran.cookie, 1);
    expect((await claimKit(testApp, veteran.cookie, 1)).status).toBe(201);
    await finishRealmTasks(testApp, veteran.cookie, 2);
    await completeQuest(testApp, veteran.cookie, 'r3-first-publish', 'Published!');

    // Buddies come in the same statement: two of them (each with a journey) add no query.
    const paired = await createUser(testApp);
    for (const buddy of [await createUser(testApp), await createUser(testApp)]) {
      await completeQuest(testApp, buddy.cookie, 'r1-origin-story', 'Story');
      await makeBuddies(testApp, paired, buddy);
    }

    const forNewcomer = await countQueries(async () => getProgress(testApp, newcomer.cookie));
    const forVeteran = await countQueries(async () => getProgress(testApp, veteran.cookie));
    const forPaired = await countQueries(async () => getProgress(testApp, paired.cookie));
    expect(forVeteran).toBe(forNewcomer);
    expect(forPaired).toBe(forNewcomer);
    expect(forVeteran).toBeLessThanOrEqual(6);
    expect((await readProgress(testApp, paired.cookie)).buddies).toMatchObject([
      { progress: 20 },
      { progress: 20 },
    ]);
  });

  it('is for signed-in creators only', async () => {
    const testApp = await createTestApp();
    expect((await testApp.app.request('/api/progress')).status).toBe(401);
  });
});
