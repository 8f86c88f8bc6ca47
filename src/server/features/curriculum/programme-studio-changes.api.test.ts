import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { curriculumQuest } from '#server/db/schema/curriculum.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

// A quest and its template are one save; programme-wide words change under
// a lock. (Issue: a second request that failed left a quest behind, and
// Save again made a duplicate.)

const channelMap = {
  type: 'worksheet' as const,
  title: 'Channel Map',
  description: 'Where your audience already gathers.',
  prompt: 'Map three channels.',
  affirmation: 'I know where my people are.',
};

async function resourceOfRealm(testApp: TestApp, cookie: string, realmId: number) {
  const response = await apiAs(testApp, cookie).admin.resources.$post({
    json: { title: `Template of realm ${realmId}`, type: 'download', realmId },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const questsOfRealm = (testApp: TestApp, realmId: number) =>
  testApp.db.select().from(curriculumQuest).where(eq(curriculumQuest.realmId, realmId));

async function templateOf(testApp: TestApp, cookie: string, questId: string) {
  const detail = await apiAs(testApp, cookie).admin.programme.realms[':realmId'].$get({
    param: { realmId: '4' },
  });
  return (await detail.json()).quests.find((quest) => quest.id === questId)?.template;
}

describe('a quest saved with its template', () => {
  it('is one request: the quest and its template together', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const templateId = await resourceOfRealm(testApp, staff.cookie, 4);
    const added = await apiAs(testApp, staff.cookie).admin.programme.realms[
      ':realmId'
    ].quests.$post({ param: { realmId: '4' }, json: { ...channelMap, templateId } });
    expect(added.status).toBe(201);
    const questId = (await added.json()).id;
    expect(await templateOf(testApp, staff.cookie, questId)).toMatchObject({ id: templateId });
  });

  it('leaves no quest behind when the template is refused, so saving again makes no duplicate', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const otherRealmsResource = await resourceOfRealm(testApp, staff.cookie, 3);
    const before = (await questsOfRealm(testApp, 4)).length;
    const quests = apiAs(testApp, staff.cookie).admin.programme.realms[':realmId'].quests;
    const refused = await quests.$post({
      param: { realmId: '4' },
      json: { ...channelMap, templateId: otherRealmsResource },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { problems: [{ path: 'templateId', message: 'is not in realm 4' }] },
    });
    expect(await questsOfRealm(testApp, 4)).toHaveLength(before);
    const journal = await quests.$post({
      param: { realmId: '4' },
      json: { ...channelMap, type: 'journal', templateId: otherRealmsResource },
    });
    expect(journal.status).toBe(422);
    expect(await questsOfRealm(testApp, 4)).toHaveLength(before);
  });

  it('changes with the quest, and a refused template leaves the words as they were', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const templateId = await resourceOfRealm(testApp, staff.cookie, 4);
    const programme = apiAs(testApp, staff.cookie).admin.programme;
    const added = await programme.realms[':realmId'].quests.$post({
      param: { realmId: '4' },
      json: channelMap,
    });
    const questId = (await added.json()).id;
    const quest = programme.quests[':questId'];

    const changed = await quest.$patch({
      param: { questId },
      json: { title: 'Channel Map, revised', templateId },
    });
    expect(changed.status).toBe(200);
    expect(await templateOf(testApp, staff.cookie, questId)).toMatchObject({ id: templateId });

    const otherRealmsResource = await resourceOfRealm(testApp, staff.cookie, 3);
    const refused = await quest.$patch({
      param: { questId },
      json: { title: 'Never saved', templateId: otherRealmsResource },
    });
    expect(refused.status).toBe(422);
    const [row] = await testApp.db
      .select()
      .from(curriculumQuest)
      .where(eq(curriculumQuest.id, questId));
    expect(row?.title).toBe('Channel Map, revised');

    const cleared = await quest.$patch({ param: { questId }, json: { templateId: null } });
    expect(cleared.status).toBe(200);
    expect(await templateOf(testApp, staff.cookie, questId)).toBeNull();
  });
});

describe('programme-wide words saved at once by two staff', () => {
  const promptsOf = (word: string) =>
    Array.from({ length: 7 }, (_, day) => `${word} prompt for day ${day + 1}?`);

  /** Each save's audited "before" is the other's "after" or the original: never both the original (lost update). */
  async function auditedBefores(testApp: TestApp, action: string) {
    const rows = await testApp.db.select().from(auditEvent).where(eq(auditEvent.action, action));
    return rows.map((row) => JSON.stringify(row.before));
  }

  it('queue their check-in prompts: the second save records the first as its before (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const [first, second] = [await createStaff(testApp), await createStaff(testApp)];
    const save = (cookie: string, word: string) =>
      apiAs(testApp, cookie).admin.programme['checkin-prompts'].$put({
        json: { prompts: promptsOf(word) },
      });
    const answers = await Promise.all([save(first.cookie, 'Amber'), save(second.cookie, 'Cobalt')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const befores = await auditedBefores(testApp, 'checkin-prompts.update');
    expect(befores).toHaveLength(2);
    expect(new Set(befores).size).toBe(2);
    expect(befores.some((before) => before.includes('Amber') || before.includes('Cobalt'))).toBe(
      true,
    );
  });

  it('queue their quotes: the second save records the first as its before (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const [first, second] = [await createStaff(testApp), await createStaff(testApp)];
    const save = (cookie: string, author: string) =>
      apiAs(testApp, cookie).admin.programme.insights.$put({
        json: {
          insights: Array.from({ length: 4 }, (_, n) => ({
            text: `Begin, take ${n + 1}.`,
            author,
          })),
        },
      });
    const answers = await Promise.all([save(first.cookie, 'Amber'), save(second.cookie, 'Cobalt')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const befores = await auditedBefores(testApp, 'insights.update');
    expect(new Set(befores).size).toBe(2);
    expect(befores.some((before) => before.includes('Amber') || before.includes('Cobalt'))).toBe(
      true,
    );
  });
});
