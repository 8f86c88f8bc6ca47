import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { questAnswer } from '#server/db/schema/journey.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import {
  addQuest,
  programmeAs,
  publishRealm,
  questOf,
  readyToPublish,
} from '#testing/programme-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const realmDetail = async (testApp: TestApp, cookie: string, realmId: number) =>
  (
    await programmeAs(testApp, cookie).realms[':realmId'].$get({
      param: { realmId: String(realmId) },
    })
  ).json();

const unpublish = (testApp: TestApp, cookie: string, realmId: number) =>
  programmeAs(testApp, cookie).realms[':realmId'].unpublish.$post({
    param: { realmId: String(realmId) },
  });

const openRealmIdsFor = async (testApp: TestApp, cookie: string) =>
  ((await (await apiAs(testApp, cookie).curriculum.$get()).json()) as { openRealmIds: number[] })
    .openRealmIds;

describe('publishing protects itself', () => {
  it('refuses to publish a realm with a worksheet without a template and placeholder words, saying what is missing (422), and changes nothing', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await addQuest(testApp, staff.cookie, 4, questOf('Channel Map', 'worksheet'));
    await addQuest(testApp, staff.cookie, 4, { ...questOf('Sound the Horn'), isFinal: true });

    const refused = await publishRealm(testApp, staff.cookie, 4);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body).toMatchObject({ error: { title: 'Not Ready to Publish' } });
    const { error } = body as unknown as {
      error: { message: string; problems: { path: string; message: string }[] };
    };
    expect(error.problems.map((problem) => problem.path)).toEqual([
      'template',
      'description',
      'kitDescription',
    ]);
    expect(error.message).toContain(
      "Give the worksheet 'Channel Map' a template from the library.",
    );
    expect(error.message).toContain("Write the realm's description");
    expect(error.message).toContain('Describe the Ember Kit');
    expect(await realmDetail(testApp, staff.cookie, 4)).toMatchObject({
      state: 'draft',
      opensAt: null,
    });
    const published = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'realm.publish'));
    expect(published).toHaveLength(0);

    await readyToPublish(testApp, staff.cookie, 4);
    expect((await publishRealm(testApp, staff.cookie, 4)).status).toBe(200);
  });

  it('refuses a realm without quests or its final task in the same words (422)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await readyToPublish(testApp, staff.cookie, 4);
    const refused = await publishRealm(testApp, staff.cookie, 4);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: {
        title: 'Not Ready to Publish',
        problems: [
          { path: 'quests', message: 'Add at least one quest.' },
          { path: 'finalTask', message: 'Add the final task.' },
        ],
      },
    });
  });
});

describe('a published realm back to draft', () => {
  it('returns a live realm no creator has started to draft, audited; creators no longer see it open', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const answer = await unpublish(testApp, staff.cookie, 1);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ realmId: 1, state: 'draft' });
    expect(await realmDetail(testApp, staff.cookie, 1)).toMatchObject({
      state: 'draft',
      opensAt: null,
    });
    expect(await openRealmIdsFor(testApp, creator.cookie)).toEqual([2, 3]);
    const audit = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'realm.unpublish'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staff.id,
      before: expect.objectContaining({ state: 'live' }),
      after: expect.objectContaining({ state: 'draft' }),
    });
  });

  it('refuses (409, in words) once a creator has started it, and for a realm that is not live', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    expect((await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Mine.')).status).toBe(
      200,
    );
    const started = await unpublish(testApp, staff.cookie, 1);
    expect(started.status).toBe(409);
    expect(await started.json()).toMatchObject({
      error: {
        title: 'Creators Have Started',
        message: 'Creators have already started this realm, so it stays open.',
      },
    });
    const draft = await unpublish(testApp, staff.cookie, 4);
    expect(draft.status).toBe(409);
    expect(await draft.json()).toMatchObject({ error: { title: 'Not Live' } });
    expect(await realmDetail(testApp, staff.cookie, 1)).toMatchObject({ state: 'live' });
  });

  it('loses no creator starting a quest while staff take the realm back to draft (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creators = await Promise.all(Array.from({ length: 12 }, () => createUser(testApp)));
    const [back, ...answers] = await Promise.all([
      unpublish(testApp, staff.cookie, 1),
      ...creators.map((creator) =>
        completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Started.'),
      ),
    ]);
    const stored = await testApp.db.select().from(questAnswer).where(eq(questAnswer.realmId, 1));
    const accepted = answers.filter((answer) => answer.status === 200);
    // Every answer the app accepted is kept, and a realm back in draft holds none.
    expect(stored).toHaveLength(accepted.length);
    expect([200, 409]).toContain(back!.status);
    const { state } = await realmDetail(testApp, staff.cookie, 1);
    if (back!.status === 200) {
      expect(state).toBe('draft');
      expect(stored).toHaveLength(0);
    } else {
      expect(state).toBe('live');
      expect(stored.length).toBeGreaterThan(0);
    }
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
  });
});
