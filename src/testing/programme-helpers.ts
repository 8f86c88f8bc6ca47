import type { QuestType } from '#shared/content-types.ts';
import { missingToPublish } from '#shared/rules/publish-readiness.ts';
import type { PublishRealmInput } from '#shared/schemas/curriculum.ts';
import { apiAs } from './api-client.ts';
import { createUser } from './auth-helpers.ts';
import { claimKit, finishRealmTasks } from './journey-helpers.ts';
import { createResource } from './library-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The programme studio's API, as a staff member. */
export const programmeAs = (testApp: TestApp, cookie: string) =>
  apiAs(testApp, cookie).admin.programme;

/** A quest's words, made from its title. */
export const questOf = (title: string, type: QuestType = 'journal') => ({
  type,
  title,
  description: `${title}, in a sentence.`,
  prompt: `Write about ${title.toLowerCase()}.`,
  affirmation: `${title} is mine.`,
});

export async function addQuest(
  testApp: TestApp,
  cookie: string,
  realmId: number,
  quest: ReturnType<typeof questOf> & { isFinal?: boolean },
) {
  const response = await programmeAs(testApp, cookie).realms[':realmId'].quests.$post({
    param: { realmId: String(realmId) },
    json: quest,
  });
  if (response.status !== 201)
    throw new Error(`add quest: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

/**
 * What publishing asks beyond the quests: the realm's and its kit's own words
 * in place of the placeholders, and a template for each worksheet (a resource
 * of the realm's library).
 */
export async function readyToPublish(testApp: TestApp, cookie: string, realmId: number) {
  const realm = programmeAs(testApp, cookie).realms[':realmId'];
  const param = { realmId: String(realmId) };
  const detail = await (await realm.$get({ param })).json();
  const stillPlaceholder = new Set(
    missingToPublish({ ...detail, quests: [], finalTask: null }).map((missing) => missing.path),
  );
  const words = {
    ...(stillPlaceholder.has('description') && {
      description: `Realm ${realmId}, in staff's own words.`,
    }),
    ...(stillPlaceholder.has('kitDescription') && {
      kitDescription: `What the kit of realm ${realmId} holds.`,
    }),
  };
  if (Object.keys(words).length > 0) {
    const saved = await realm.$patch({ param, json: words });
    if (saved.status !== 200) throw new Error(`realm words: ${saved.status}`);
  }
  const tasks = [...detail.quests, ...(detail.finalTask ? [detail.finalTask] : [])];
  for (const worksheet of tasks.filter((task) => task.type === 'worksheet' && !task.template)) {
    const resource = await createResource(testApp, cookie, {
      title: `${worksheet.title} Template`,
      realmId,
    });
    if (resource.status !== 201) throw new Error(`template: ${resource.status}`);
    const attached = await programmeAs(testApp, cookie).quests[':questId'].template.$put({
      param: { questId: worksheet.id },
      json: { resourceId: (await resource.json()).id },
    });
    if (attached.status !== 200) throw new Error(`attach template: ${attached.status}`);
  }
}

/** A realm written by staff: a journal quest and a final task, ready to publish. */
export async function writeRealm(testApp: TestApp, cookie: string, realmId: number) {
  const questId = await addQuest(testApp, cookie, realmId, questOf(`Quest of Realm ${realmId}`));
  const finalId = await addQuest(testApp, cookie, realmId, {
    ...questOf(`Last Word of Realm ${realmId}`),
    isFinal: true,
  });
  await readyToPublish(testApp, cookie, realmId);
  return { questId, finalId };
}

export function publishRealm(
  testApp: TestApp,
  cookie: string,
  realmId: number,
  publish: PublishRealmInput = {},
) {
  return programmeAs(testApp, cookie).realms[':realmId'].publish.$post({
    param: { realmId: String(realmId) },
    json: publish,
  });
}

/** A creator who has finished realms 1–3 (kits claimed) and waits at realm 4's door. */
export async function createCreatorPastRealmThree(testApp: TestApp) {
  const creator = await createUser(testApp);
  for (const realmId of [1, 2, 3]) {
    await finishRealmTasks(testApp, creator.cookie, realmId);
    const claim = await claimKit(testApp, creator.cookie, realmId);
    if (claim.status !== 201) throw new Error(`claim realm ${realmId}: ${claim.status}`);
  }
  return creator;
}
