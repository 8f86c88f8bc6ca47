import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realms as shippedRealms } from '#content/realms.ts';
import { curriculumRealm } from '#server/db/schema/curriculum.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  claimKit,
  completeQuest,
  finishRealmTasks,
  readProgress,
  sampleFiles,
  uploadWorksheet,
} from '#testing/journey-helpers.ts';
import { createEligibleCreator, inviteFor, sendInvite } from '#testing/invite-helpers.ts';
import { addResource, readLibrary } from '#testing/library-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { readyToPublish } from '#testing/programme-helpers.ts';

const questOf = (title: string) => ({
  type: 'journal' as const,
  title,
  description: `${title}, in a sentence.`,
  prompt: `Write about ${title.toLowerCase()}.`,
  affirmation: `${title} is mine.`,
});

function studio(testApp: TestApp, cookie: string) {
  return apiAs(testApp, cookie).admin.programme;
}

async function addQuest(testApp: TestApp, cookie: string, realmId: number, isFinal = false) {
  const response = await studio(testApp, cookie).realms[':realmId'].quests.$post({
    param: { realmId: String(realmId) },
    json: { ...questOf(isFinal ? 'The Last Word' : `New Quest ${realmId}`), isFinal },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function writeAndPublish(testApp: TestApp, cookie: string, realmId: number) {
  await addQuest(testApp, cookie, realmId);
  await addQuest(testApp, cookie, realmId, true);
  await readyToPublish(testApp, cookie, realmId);
  const published = await studio(testApp, cookie).realms[':realmId'].publish.$post({
    param: { realmId: String(realmId) },
    json: {},
  });
  expect(published.status).toBe(200);
}

const realmOf = async (testApp: TestApp, cookie: string, realmId: number) =>
  (await readProgress(testApp, cookie)).realms.find((realm) => realm.id === realmId)!;

describe('the rules that keep creators’ work safe (decision 020)', () => {
  it('rewording a live quest changes what creators see next, never an answer already given', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    expect(
      (await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'My tale')).status,
    ).toBe(200);
    const before = (await realmOf(testApp, creator.cookie, 1)).quests[0]!;
    expect(before.answeredPrompt).toBeNull();

    const reworded = await studio(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: 'r1-origin-story' },
      json: { prompt: 'Tell us where your making began.' },
    });
    expect(reworded.status).toBe(200);

    const answered = (await realmOf(testApp, creator.cookie, 1)).quests[0]!;
    expect(answered.id).toBe('r1-origin-story');
    expect(answered.answeredPrompt).toMatch(/^Write about the first time you made something/);
    const words = (await (await apiAs(testApp, creator.cookie).curriculum.$get()).json()) as {
      realms: { quests: { id: string; prompt: string }[] }[];
    };
    expect(words.realms[0]!.quests.find((quest) => quest.id === 'r1-origin-story')?.prompt).toBe(
      'Tell us where your making began.',
    );
  });

  it('a worksheet uploaded before it was completed keeps the prompt it answered', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    // The upload makes the answer's row; the completion then finds it there.
    const upload = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.pdf,
    );
    expect(upload.status).toBe(200);
    expect((await completeQuest(testApp, creator.cookie, 'r1-audience-map')).status).toBe(200);

    const reworded = await studio(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: 'r1-audience-map' },
      json: { prompt: 'Upload your audience sketch.' },
    });
    expect(reworded.status).toBe(200);

    const shipped = shippedRealms[0]!.quests.find((quest) => quest.id === 'r1-audience-map')!;
    const answered = (await realmOf(testApp, creator.cookie, 1)).quests[1]!;
    expect(answered).toMatchObject({
      id: 'r1-audience-map',
      completed: true,
      fileName: 'worksheet.pdf',
      answeredPrompt: shipped.prompt,
    });
  });

  it('a quest added to a live realm is needed mid-realm; a creator who completed the realm stays complete', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const finished = await createUser(testApp);
    await finishRealmTasks(testApp, finished.cookie, 1);
    expect((await claimKit(testApp, finished.cookie, 1)).status).toBe(201);
    const midway = await createUser(testApp);
    await finishRealmTasks(testApp, midway.cookie, 1);

    const added = await addQuest(testApp, staff.cookie, 1);

    expect(await realmOf(testApp, finished.cookie, 1)).toMatchObject({ completed: true });
    const midwayRealm = await realmOf(testApp, midway.cookie, 1);
    expect(midwayRealm.quests.map((quest) => quest.id)).toContain(added);
    const notYet = await claimKit(testApp, midway.cookie, 1);
    expect(notYet.status).toBe(409);
    expect(await notYet.json()).toMatchObject({ error: { title: 'Not Ready Yet' } });
    expect((await completeQuest(testApp, midway.cookie, added, 'Done too')).status).toBe(200);
    expect((await claimKit(testApp, midway.cookie, 1)).status).toBe(201);
  });

  it('a removed quest is no longer needed, and its answer stays in the creator’s history', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    await completeQuest(testApp, creator.cookie, 'r1-idea-storm', 'Twenty ideas');
    const removed = await studio(testApp, staff.cookie).quests[':questId'].$delete({
      param: { questId: 'r1-idea-storm' },
    });
    expect(removed.status).toBe(200);

    const realm = await realmOf(testApp, creator.cookie, 1);
    expect(realm.quests.map((quest) => quest.id)).not.toContain('r1-idea-storm');
    expect(realm.retiredQuests).toEqual([
      expect.objectContaining({ id: 'r1-idea-storm', completed: true, content: 'Twenty ideas' }),
    ]);
    // Completing it now is refused: it is not part of the realm any more.
    expect((await completeQuest(testApp, creator.cookie, 'r1-idea-storm', 'Again')).status).toBe(
      404,
    );
    await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf);
    await completeQuest(testApp, creator.cookie, 'r1-audience-map');
    for (const task of ['r1-origin-story', 'r1-spark-reflection', 'r1-final-ember-ignition'])
      expect((await completeQuest(testApp, creator.cookie, task, 'Done')).status).toBe(200);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
  });

  it('opens realms strictly in order, and a draft realm’s quests and library section do not exist for creators', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    for (const realmId of [1, 2, 3]) {
      await finishRealmTasks(testApp, creator.cookie, realmId);
      expect((await claimKit(testApp, creator.cookie, realmId)).status).toBe(201);
    }
    const draftQuest = await addQuest(testApp, staff.cookie, 4);
    await addResource(testApp, staff.cookie, { title: 'Amplify Guide', realmId: 4 });
    expect((await completeQuest(testApp, creator.cookie, draftQuest, 'Early')).status).toBe(404);
    expect((await readLibrary(testApp, creator.cookie)).sections.map((s) => s.realmId)).toEqual([
      1, 2, 3,
    ]);

    // Realm 5 published before realm 4: still out of reach, behind realm 4.
    await writeAndPublish(testApp, staff.cookie, 5);
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.currentRealm).toBe(4);
    expect(progress.realms.find((realm) => realm.id === 4)).toMatchObject({ isComingSoon: true });
    expect(progress.realms.find((realm) => realm.id === 5)).toMatchObject({
      isComingSoon: false,
      unlocked: false,
    });
    const realmFiveQuest = progress.realms.find((realm) => realm.id === 5)!.quests[0]!.id;
    expect((await completeQuest(testApp, creator.cookie, realmFiveQuest, 'Skip')).status).toBe(403);

    await studio(testApp, staff.cookie).realms[':realmId'].quests.$post({
      param: { realmId: '4' },
      json: { ...questOf('The Last Word'), isFinal: true },
    });
    await readyToPublish(testApp, staff.cookie, 4);
    const realmFour = await studio(testApp, staff.cookie).realms[':realmId'].publish.$post({
      param: { realmId: '4' },
      json: {},
    });
    expect(realmFour.status).toBe(200);
    expect((await readLibrary(testApp, creator.cookie)).sections.map((s) => s.realmId)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect((await completeQuest(testApp, creator.cookie, draftQuest, 'Now')).status).toBe(200);
  });

  it('realm 2 grants the invitation though realm 3 is still a draft', async () => {
    const testApp = await createTestApp();
    // An install whose realm 3 staff have not published yet.
    await testApp.db
      .update(curriculumRealm)
      .set({ state: 'draft', opensAt: null, publishedAt: null, announcedAt: null })
      .where(eq(curriculumRealm.id, 3));
    testApp.curriculum.invalidate();

    const creator = await createEligibleCreator(testApp);
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.currentRealm).toBe(3);
    expect(progress.realms.find((realm) => realm.id === 3)).toMatchObject({ isComingSoon: true });
    const overview = await apiAs(testApp, creator.cookie).invites.$get();
    expect(await overview.json()).toMatchObject({ canInvite: true, invite: null });
    const sent = await sendInvite(testApp, creator.cookie, inviteFor('noor@example.com'));
    expect(sent.status).toBe(201);
  });
});
