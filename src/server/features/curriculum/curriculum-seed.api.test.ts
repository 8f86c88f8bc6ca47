import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { curriculumQuest } from '#server/db/schema/curriculum.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { programmeAs } from '#testing/programme-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { seedCurriculum } from './curriculum-seed.ts';

describe('the curriculum seed, run again at every start (decision 020)', () => {
  it('brings back no removed quest and no shipped word staff changed', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const studio = programmeAs(testApp, staff.cookie);
    expect(
      (await studio.quests[':questId'].$delete({ param: { questId: 'r1-idea-storm' } })).status,
    ).toBe(200);
    const reworded = { title: 'Where It Began', prompt: 'Tell us where your making began.' };
    expect(
      (
        await studio.quests[':questId'].$patch({
          param: { questId: 'r1-origin-story' },
          json: reworded,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await studio.realms[':realmId'].$patch({
          param: { realmId: '2' },
          json: { title: 'Hearth', kitName: 'The Hearth Kit' },
        })
      ).status,
    ).toBe(200);
    const prompts = Array.from({ length: 7 }, (_, day) => `Our own prompt for day ${day}?`);
    expect((await studio['checkin-prompts'].$put({ json: { prompts } })).status).toBe(200);

    // A restart: the seed runs again over the changed curriculum.
    await seedCurriculum({ db: testApp.db });
    testApp.curriculum.invalidate();

    const realmOne = await (
      await studio.realms[':realmId'].$get({ param: { realmId: '1' } })
    ).json();
    expect(realmOne.quests.map((quest) => quest.id)).toEqual([
      'r1-origin-story',
      'r1-audience-map',
      'r1-spark-reflection',
    ]);
    expect(realmOne.quests[0]).toMatchObject(reworded);
    const [removed] = await testApp.db
      .select()
      .from(curriculumQuest)
      .where(eq(curriculumQuest.id, 'r1-idea-storm'));
    expect(removed?.removedAt).not.toBeNull();
    const overview = await (await studio.$get()).json();
    expect(overview.realms[1]).toMatchObject({ id: 2, title: 'Hearth' });
    expect(overview.checkinPrompts).toEqual(prompts);
    const realmTwo = await (
      await studio.realms[':realmId'].$get({ param: { realmId: '2' } })
    ).json();
    expect(realmTwo.kitName).toBe('The Hearth Kit');
  });
});
