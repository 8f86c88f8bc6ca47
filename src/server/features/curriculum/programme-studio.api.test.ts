import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { curriculumQuest } from '#server/db/schema/curriculum.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks, readProgress } from '#testing/journey-helpers.ts';
import { readyToPublish } from '#testing/programme-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { createRealmOpeningJob } from './realm-opening.service.ts';
import { pino } from 'pino';

const questOf = (title: string, type: 'journal' | 'worksheet' | 'brainstorm' | 'reflection') => ({
  type,
  title,
  description: `${title}, in a sentence.`,
  prompt: `Write about ${title.toLowerCase()}.`,
  affirmation: `${title} is mine.`,
});

function studio(testApp: TestApp, cookie: string) {
  return apiAs(testApp, cookie).admin.programme;
}

async function addQuest(
  testApp: TestApp,
  cookie: string,
  realmId: number,
  quest: ReturnType<typeof questOf> & { isFinal?: boolean },
) {
  const response = await studio(testApp, cookie).realms[':realmId'].quests.$post({
    param: { realmId: String(realmId) },
    json: quest,
  });
  if (response.status !== 201)
    throw new Error(`add quest: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

/** Realm 4 written by staff: four quests of every type and a final task. */
async function writeRealmFour(testApp: TestApp, cookie: string) {
  const ids: string[] = [];
  for (const [title, type] of [
    ['Amplify Your Voice', 'journal'],
    ['Channel Map', 'worksheet'],
    ['Hook Storm', 'brainstorm'],
    ['What Carried', 'reflection'],
  ] as const)
    ids.push(await addQuest(testApp, cookie, 4, questOf(title, type)));
  const finalId = await addQuest(testApp, cookie, 4, {
    ...questOf('Sound the Horn', 'reflection'),
    isFinal: true,
  });
  return { questIds: ids, finalId };
}

async function openRealmIdsFor(testApp: TestApp, cookie: string): Promise<number[]> {
  const response = await apiAs(testApp, cookie).curriculum.$get();
  expect(response.status).toBe(200);
  return ((await response.json()) as { openRealmIds: number[] }).openRealmIds;
}

/** A creator who has finished realms 1–3 and waits at realm 4's door. */
async function creatorPastRealmThree(testApp: TestApp) {
  const creator = await createUser(testApp);
  for (const realmId of [1, 2, 3]) {
    await finishRealmTasks(testApp, creator.cookie, realmId);
    expect((await claimKit(testApp, creator.cookie, realmId)).status).toBe(201);
  }
  return creator;
}

describe('the programme studio', () => {
  it('starts as the content shipped with the app: realms 1–3 live, 4–10 drafts', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const overview = await (await studio(testApp, staff.cookie).$get()).json();
    expect(overview.realms.map((realm) => [realm.id, realm.title, realm.state])).toEqual([
      [1, 'Ideation', 'live'],
      [2, 'Structure', 'live'],
      [3, 'Implementation', 'live'],
      [4, 'Amplification', 'draft'],
      [5, 'Community', 'draft'],
      [6, 'Collaboration', 'draft'],
      [7, 'Monetization', 'draft'],
      [8, 'Resilience', 'draft'],
      [9, 'Legacy', 'draft'],
      [10, 'Mastery', 'draft'],
    ]);
    expect(overview.realms[0]).toMatchObject({ questCount: 4, hasFinalTask: true });
    expect(overview.checkinPrompts).toHaveLength(7);
    expect(overview.insights).toHaveLength(4);
  });

  it('writes a realm with new quests in order, audited, unseen by creators until it is published', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const words = await studio(testApp, staff.cookie).realms[':realmId'].$patch({
      param: { realmId: '4' },
      json: { description: 'Let your work be heard.', kitName: 'The Megaphone Kit' },
    });
    expect(words.status).toBe(200);
    const { questIds, finalId } = await writeRealmFour(testApp, staff.cookie);
    const reordered = [questIds[2]!, questIds[0]!, questIds[3]!, questIds[1]!];
    const order = await studio(testApp, staff.cookie).realms[':realmId']['quest-order'].$put({
      param: { realmId: '4' },
      json: { questIds: reordered },
    });
    expect(order.status).toBe(200);

    const detail = await (
      await studio(testApp, staff.cookie).realms[':realmId'].$get({ param: { realmId: '4' } })
    ).json();
    expect(detail).toMatchObject({
      title: 'Amplification',
      description: 'Let your work be heard.',
      kitName: 'The Megaphone Kit',
      state: 'draft',
    });
    expect(detail.quests.map((quest) => quest.id)).toEqual(reordered);
    expect(detail.finalTask?.id).toBe(finalId);
    for (const id of [...questIds, finalId]) expect(id).toMatch(/^r4-[a-z0-9-]+-[0-9a-f]{6}$/);

    expect(await openRealmIdsFor(testApp, creator.cookie)).toEqual([1, 2, 3]);
    const audit = await testApp.db.select().from(auditEvent);
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['realm.update', ...Array.from({ length: 5 }, () => 'quest.create'), 'realm.reorder'].sort(),
    );
    expect(audit.find((row) => row.action === 'realm.update')).toMatchObject({
      actorId: staff.id,
      before: expect.objectContaining({ kitName: 'Amplification Ember Kit' }),
      after: expect.objectContaining({ kitName: 'The Megaphone Kit' }),
    });
  });

  it('keeps one final task per realm and a published realm’s quests and final task', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const second = await studio(testApp, staff.cookie).realms[':realmId'].quests.$post({
      param: { realmId: '1' },
      json: { ...questOf('Another Ending', 'reflection'), isFinal: true },
    });
    expect(second.status).toBe(409);
    const removeFinal = await studio(testApp, staff.cookie).quests[':questId'].$delete({
      param: { questId: 'r1-final-ember-ignition' },
    });
    expect(removeFinal.status).toBe(409);
    const unknown = await studio(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: 'r9-nothing' },
      json: { title: 'x' },
    });
    expect(unknown.status).toBe(404);
    const blank = await studio(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: 'r1-origin-story' },
      json: { title: '   ' },
    });
    expect(blank.status).toBe(422);
  });

  it('refuses to publish an unfinished realm, then opens it once for 20 requests, telling who waits (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const waiting = await creatorPastRealmThree(testApp);
    const early = await createUser(testApp);
    const publish = () =>
      studio(testApp, staff.cookie).realms[':realmId'].publish.$post({
        param: { realmId: '4' },
        json: {},
      });
    expect((await publish()).status).toBe(422);
    await writeRealmFour(testApp, staff.cookie);
    await readyToPublish(testApp, staff.cookie, 4);

    const answers = await Promise.all(Array.from({ length: 20 }, publish));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const published = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'realm.publish'));
    expect(published).toHaveLength(1);

    const told = await testApp.db
      .select()
      .from(notification)
      .where(eq(notification.kind, 'realm-opened'));
    expect(told.map((row) => row.recipientId)).toEqual([waiting.id]);
    expect(told[0]).toMatchObject({
      title: 'Realm 4: Amplification Is Open!',
      actionPath: '/quests?realm=4',
    });
    await testApp.outbox.settle();
    expect(testApp.inbox.filter((mail) => mail.to === waiting.email.toLowerCase())).toContainEqual(
      expect.objectContaining({ subject: 'Realm 4: Amplification is open' }),
    );
    expect(
      testApp.inbox.some((mail) => mail.to === early.email && mail.subject.includes('is open')),
    ).toBe(false);
    expect(await openRealmIdsFor(testApp, early.cookie)).toEqual([1, 2, 3, 4]);
  });

  it('opens a scheduled realm at its time, in the zone staff picked, and tells who waits then', async () => {
    const clock = { now: new Date('2026-12-01T12:00:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const staff = await createStaff(testApp);
    const waiting = await creatorPastRealmThree(testApp);
    await writeRealmFour(testApp, staff.cookie);
    await readyToPublish(testApp, staff.cookie, 4);
    const scheduled = await studio(testApp, staff.cookie).realms[':realmId'].publish.$post({
      param: { realmId: '4' },
      json: { opensAt: '2026-12-02T09:00:00+01:00', timeZone: 'Europe/Berlin' },
    });
    expect(scheduled.status).toBe(200);
    const detail = await (
      await studio(testApp, staff.cookie).realms[':realmId'].$get({ param: { realmId: '4' } })
    ).json();
    expect(detail).toMatchObject({
      state: 'scheduled',
      opensAt: '2026-12-02T08:00:00.000Z',
      opensTimeZone: 'Europe/Berlin',
    });
    const job = createRealmOpeningJob({
      db: testApp.db,
      outbox: testApp.outbox,
      curriculum: testApp.curriculum,
      appUrl: testApp.config.appUrl,
      logger: pino({ level: 'silent' }),
    });
    await job.runDue(clock.now);
    expect(await openRealmIdsFor(testApp, waiting.cookie)).toEqual([1, 2, 3]);

    clock.now = new Date('2026-12-02T08:00:00Z');
    expect(await openRealmIdsFor(testApp, waiting.cookie)).toEqual([1, 2, 3, 4]);
    await job.runDue(clock.now);
    await job.runDue(clock.now);
    const told = await testApp.db
      .select()
      .from(notification)
      .where(eq(notification.kind, 'realm-opened'));
    expect(told.map((row) => row.recipientId)).toEqual([waiting.id]);
    const overview = await (await studio(testApp, staff.cookie).$get()).json();
    expect(overview.realms[3]).toMatchObject({ state: 'live' });
  });

  it('takes a scheduled realm back to draft until it opens', async () => {
    const testApp = await createTestApp({}, { clock: () => new Date('2026-12-01T12:00:00Z') });
    const staff = await createStaff(testApp);
    await writeRealmFour(testApp, staff.cookie);
    await readyToPublish(testApp, staff.cookie, 4);
    const realm = studio(testApp, staff.cookie).realms[':realmId'];
    const param = { realmId: '4' };
    expect((await realm.unschedule.$post({ param })).status).toBe(409);
    await realm.publish.$post({
      param,
      json: { opensAt: '2026-12-02T09:00:00+01:00', timeZone: 'Europe/Berlin' },
    });
    const unscheduled = await realm.unschedule.$post({ param });
    expect(unscheduled.status).toBe(200);
    expect(await unscheduled.json()).toEqual({ realmId: 4, state: 'draft' });
    expect(await (await realm.$get({ param })).json()).toMatchObject({
      state: 'draft',
      opensAt: null,
      opensTimeZone: null,
    });
  });

  it("gives a worksheet quest a template from its realm's library, or none", async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { questIds } = await writeRealmFour(testApp, staff.cookie);
    const [journalId, worksheetId] = questIds as [string, string];
    const resource = await apiAs(testApp, staff.cookie).admin.resources.$post({
      json: { title: 'Channel Map Template', type: 'download', realmId: 4 },
    });
    expect(resource.status).toBe(201);
    const resourceId = (await resource.json()).id;
    const template = studio(testApp, staff.cookie).quests[':questId'].template;
    const refused = await template.$put({ param: { questId: journalId }, json: { resourceId } });
    expect(refused.status).toBe(422);
    const attached = await template.$put({ param: { questId: worksheetId }, json: { resourceId } });
    expect(await attached.json()).toEqual({ questId: worksheetId, resourceId });
    const detail = studio(testApp, staff.cookie).realms[':realmId'];
    const worksheetOf = async () =>
      (await (await detail.$get({ param: { realmId: '4' } })).json()).quests.find(
        (quest) => quest.id === worksheetId,
      );
    expect((await worksheetOf())?.template).toEqual({
      id: resourceId,
      title: 'Channel Map Template',
    });
    const cleared = await template.$put({
      param: { questId: worksheetId },
      json: { resourceId: null },
    });
    expect(await cleared.json()).toEqual({ questId: worksheetId, resourceId: null });
    expect((await worksheetOf())?.template).toBeNull();
  });

  it('never changes or reuses a quest id: a removed quest keeps its row and its id', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const first = await addQuest(testApp, staff.cookie, 4, questOf('Echo', 'journal'));
    const renamed = await studio(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: first },
      json: { title: 'Echo Chamber', type: 'reflection' },
    });
    expect(renamed.status).toBe(200);
    expect(
      (
        await studio(testApp, staff.cookie).quests[':questId'].$delete({
          param: { questId: first },
        })
      ).status,
    ).toBe(200);
    const again = await addQuest(testApp, staff.cookie, 4, questOf('Echo', 'journal'));
    expect(again).not.toBe(first);
    const rows = await testApp.db
      .select()
      .from(curriculumQuest)
      .where(eq(curriculumQuest.realmId, 4));
    expect(rows.map((row) => [row.id, row.title, row.removedAt !== null]).sort()).toEqual(
      [
        [first, 'Echo Chamber', true],
        [again, 'Echo', false],
      ].sort(),
    );
  });

  it('edits the seven weekday prompts and the four quotes, exactly', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const prompts = Array.from({ length: 7 }, (_, day) => `Prompt for day ${day}?`);
    expect(
      (await studio(testApp, staff.cookie)['checkin-prompts'].$put({ json: { prompts } })).status,
    ).toBe(200);
    expect(
      (
        await studio(testApp, staff.cookie)['checkin-prompts'].$put({
          json: { prompts: prompts.slice(1) },
        })
      ).status,
    ).toBe(422);
    const insights = Array.from({ length: 4 }, (_, index) => ({
      text: `Quote ${index}`,
      author: `Author ${index}`,
    }));
    expect((await studio(testApp, staff.cookie).insights.$put({ json: { insights } })).status).toBe(
      200,
    );
    const overview = await (await studio(testApp, staff.cookie).$get()).json();
    expect(overview.checkinPrompts).toEqual(prompts);
    expect(overview.insights).toEqual(insights);
  });
});

describe('what the programme studio refuses, changing nothing', () => {
  it('puts each new quest after the last one, never beside it', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { questIds, finalId } = await writeRealmFour(testApp, staff.cookie);
    const rows = await testApp.db
      .select()
      .from(curriculumQuest)
      .where(eq(curriculumQuest.realmId, 4));
    const positionOf = new Map(rows.map((row) => [row.id, row.position]));
    expect([...questIds, finalId].map((id) => positionOf.get(id))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the last quest of a published realm', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const realm = await (
      await studio(testApp, staff.cookie).realms[':realmId'].$get({ param: { realmId: '1' } })
    ).json();
    const [last, ...others] = realm.quests.map((quest) => quest.id);
    const remove = (questId: string) =>
      studio(testApp, staff.cookie).quests[':questId'].$delete({ param: { questId } });
    for (const questId of others) expect((await remove(questId)).status).toBe(200);
    const refused = await remove(last!);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { title: 'Last Quest' } });
    const [row] = await testApp.db
      .select()
      .from(curriculumQuest)
      .where(eq(curriculumQuest.id, last!));
    expect(row!.removedAt).toBeNull();
  });

  it('refuses an order that names a quest twice', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { questIds } = await writeRealmFour(testApp, staff.cookie);
    const order = await studio(testApp, staff.cookie).realms[':realmId']['quest-order'].$put({
      param: { realmId: '4' },
      json: { questIds: [...questIds, questIds[0]!] },
    });
    expect(order.status).toBe(422);
    expect(await order.json()).toMatchObject({ error: { title: 'Order Not Saved' } });
    const detail = await (
      await studio(testApp, staff.cookie).realms[':realmId'].$get({ param: { realmId: '4' } })
    ).json();
    expect(detail.quests.map((quest) => quest.id)).toEqual(questIds);
  });

  it('refuses to publish a realm without its final task', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await addQuest(testApp, staff.cookie, 4, questOf('Amplify Your Voice', 'journal'));
    const published = await studio(testApp, staff.cookie).realms[':realmId'].publish.$post({
      param: { realmId: '4' },
      json: {},
    });
    expect(published.status).toBe(422);
    expect(await published.json()).toMatchObject({
      error: {
        title: 'Not Ready to Publish',
        problems: expect.arrayContaining([expect.objectContaining({ path: 'finalTask' })]),
      },
    });
    const detail = await (
      await studio(testApp, staff.cookie).realms[':realmId'].$get({ param: { realmId: '4' } })
    ).json();
    expect(detail).toMatchObject({ state: 'draft', opensAt: null });
  });

  it('never takes a live realm back to draft', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const realm = studio(testApp, staff.cookie).realms[':realmId'];
    const refused = await realm.unschedule.$post({ param: { realmId: '1' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { title: 'Not Scheduled' } });
    expect(await (await realm.$get({ param: { realmId: '1' } })).json()).toMatchObject({
      state: 'live',
    });
  });

  it('shows creators the new weekday prompt at once', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    // Read once, so the old prompts are in this process's copy.
    expect((await readProgress(testApp, creator.cookie)).today.prompt).not.toBe('Rewritten?');
    const prompts = Array.from({ length: 7 }, () => 'Rewritten?');
    expect(
      (await studio(testApp, staff.cookie)['checkin-prompts'].$put({ json: { prompts } })).status,
    ).toBe(200);
    expect((await readProgress(testApp, creator.cookie)).today.prompt).toBe('Rewritten?');
  });
});
