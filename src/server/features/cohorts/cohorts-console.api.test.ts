import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { questAnswer, realmCompletion } from '#server/db/schema/journey.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const now = new Date('2026-11-30T12:00:00Z');

const spring: CohortInput = {
  name: 'Spring writers',
  startsAt: '2026-12-07T09:00:00.000Z',
  startsTimeZone: 'Europe/London',
  capacity: 25,
  pace: 'paced',
  realmWeeks: [...weeklyRealmWeeks],
  closesAtStart: false,
};

const cohortsAs = (testApp: TestApp, cookie: string) => apiAs(testApp, cookie).admin.cohorts;

async function createCohort(testApp: TestApp, cookie: string, input: CohortInput = spring) {
  const response = await cohortsAs(testApp, cookie).$post({ json: input });
  expect(response.status).toBe(201);
  return response.json();
}

const placeMember = (testApp: TestApp, cookie: string, cohortId: number, userId: string) =>
  cohortsAs(testApp, cookie)[':cohortId'].members[':userId'].$put({
    param: { cohortId: String(cohortId), userId },
  });

const auditRows = (testApp: TestApp) => testApp.db.select().from(auditEvent).orderBy(auditEvent.id);

describe('cohorts in the console', { timeout: 60_000 }, () => {
  it('creates a cohort (201, audited) and lists it with its members and week', async () => {
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp);
    const created = await createCohort(testApp, staff.cookie);
    expect(created).toMatchObject({
      name: 'Spring writers',
      capacity: 25,
      pace: 'paced',
      memberCount: 0,
      week: 0,
      weeks: 10,
      joinRefusal: null,
    });
    expect(created.joinCode).toMatch(/^[A-Z0-9]+$/);
    const listed = await (await cohortsAs(testApp, staff.cookie).$get()).json();
    expect(listed.cohorts.map((cohort) => cohort.id)).toEqual([created.id]);
    const [row] = await auditRows(testApp);
    expect(row).toMatchObject({
      action: 'cohort.create',
      targetType: 'cohort',
      targetId: String(created.id),
      actorId: staff.id,
    });
    expect(row!.after).toMatchObject({ name: 'Spring writers', capacity: 25 });
  });

  it('refuses bad weeks, an unknown zone, a blank or 61-character name (422) and a form body (415): nothing made', async () => {
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp);
    const refusals: [Partial<CohortInput>, string][] = [
      [{ realmWeeks: [1, 2, 3, 2, 5, 6, 7, 8, 9, 10] }, 'realmWeeks'],
      [{ realmWeeks: [2, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, 'realmWeeks'],
      [{ realmWeeks: [1, 2, 3] }, 'realmWeeks'],
      [{ startsTimeZone: 'Mars/Olympus' }, 'startsTimeZone'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
    ];
    for (const [change, path] of refusals) {
      const response = await cohortsAs(testApp, staff.cookie).$post({
        json: { ...spring, ...change },
      });
      expect(response.status, path).toBe(422);
      const body = (await response.json()) as unknown as ErrorBody;
      expect(body.error.problems?.map((problem) => problem.path)).toContain(path);
    }
    const form = await testApp.app.request('/api/admin/cohorts', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: staff.cookie },
      body: 'name=Spring',
    });
    expect(form.status).toBe(415);
    expect((await (await cohortsAs(testApp, staff.cookie).$get()).json()).cohorts).toEqual([]);
    expect(await auditRows(testApp)).toEqual([]);
  });

  it('changes a cohort with PUT, audited with before and after', async () => {
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp);
    const created = await createCohort(testApp, staff.cookie);
    const response = await cohortsAs(testApp, staff.cookie)[':cohortId'].$put({
      param: { cohortId: String(created.id) },
      json: { ...spring, name: 'Spring poets', pace: 'self', capacity: null },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: created.id,
      name: 'Spring poets',
      pace: 'self',
      capacity: null,
      weeks: null,
      joinCode: created.joinCode,
    });
    const rows = await auditRows(testApp);
    expect(rows.map((row) => row.action)).toEqual(['cohort.create', 'cohort.update']);
    expect(rows[1]!.before).toMatchObject({ name: 'Spring writers' });
    expect(rows[1]!.after).toMatchObject({ name: 'Spring poets', pace: 'self' });
  });

  it('adds, moves and removes a member, audited; a move keeps every answer and realm', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    const started = { ...spring, startsAt: '2026-01-05T09:00:00.000Z', pace: 'self' as const };
    const first = await createCohort(testApp, staff.cookie, started);
    const second = await createCohort(testApp, staff.cookie, { ...started, name: 'Autumn' });
    const answersOf = () =>
      testApp.db.select().from(questAnswer).where(eq(questAnswer.userId, creator.id));
    const completionsOf = () =>
      testApp.db.select().from(realmCompletion).where(eq(realmCompletion.userId, creator.id));
    const answersBefore = await answersOf();
    const completionsBefore = await completionsOf();

    expect((await placeMember(testApp, staff.cookie, first.id, creator.id)).status).toBe(204);
    const membersOf = cohortsAs(testApp, staff.cookie)[':cohortId'].members;
    const members = await membersOf
      .$get({ param: { cohortId: String(first.id) }, query: { page: '1' } })
      .then((response) => response.json());
    expect(members).toMatchObject({ page: 1, hasMore: false });
    expect(members.items).toEqual([
      {
        id: creator.id,
        name: 'Maya Rivera',
        email: creator.email.toLowerCase(),
        joinedAt: expect.any(String),
        realmsCompleted: 1,
      },
    ]);

    expect((await placeMember(testApp, staff.cookie, second.id, creator.id)).status).toBe(204);
    expect(await answersOf()).toEqual(answersBefore);
    expect(await completionsOf()).toEqual(completionsBefore);
    const detail = await apiAs(testApp, staff.cookie)
      .admin.creators[':userId'].$get({ param: { userId: creator.id } })
      .then((response) => response.json());
    expect(detail.cohort).toEqual({ id: second.id, name: 'Autumn' });

    const removed = await cohortsAs(testApp, staff.cookie)[':cohortId'].members[':userId'].$delete({
      param: { cohortId: String(second.id), userId: creator.id },
    });
    expect(removed.status).toBe(204);
    const after = await apiAs(testApp, staff.cookie)
      .admin.creators[':userId'].$get({ param: { userId: creator.id } })
      .then((response) => response.json());
    expect(after.cohort).toBeNull();

    const rows = (await auditRows(testApp)).filter((row) => row.targetType === 'creator');
    expect(rows.map((row) => [row.action, row.targetId, row.before, row.after])).toEqual([
      ['cohort.member-add', creator.id, null, { cohort: first.name, cohortId: first.id }],
      [
        'cohort.member-move',
        creator.id,
        { cohort: first.name, cohortId: first.id },
        { cohort: 'Autumn', cohortId: second.id },
      ],
      ['cohort.member-remove', creator.id, { cohort: 'Autumn', cohortId: second.id }, null],
    ]);
  });

  it('refuses a full cohort with 409 and changes nothing', async () => {
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp);
    const [maya, jo] = [await createUser(testApp), await createUser(testApp)];
    const small = await createCohort(testApp, staff.cookie, { ...spring, capacity: 1 });
    expect((await placeMember(testApp, staff.cookie, small.id, maya.id)).status).toBe(204);
    expect((await placeMember(testApp, staff.cookie, small.id, jo.id)).status).toBe(409);
    const listed = await (await cohortsAs(testApp, staff.cookie).$get()).json();
    expect(listed.cohorts[0]).toMatchObject({ memberCount: 1, joinRefusal: 'full' });
  });

  it('lets an editor manage cohorts and refuses a coach (403)', async () => {
    const testApp = await createTestApp({}, { clock: () => now });
    const editor = await createStaff(testApp, { roles: ['editor'] });
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const creator = await createUser(testApp);
    const created = await createCohort(testApp, editor.cookie);
    expect((await placeMember(testApp, editor.cookie, created.id, creator.id)).status).toBe(204);
    expect((await cohortsAs(testApp, coach.cookie).$get()).status).toBe(403);
    expect((await cohortsAs(testApp, coach.cookie).$post({ json: spring })).status).toBe(403);
    const param = { cohortId: String(created.id), userId: creator.id };
    expect(
      (await cohortsAs(testApp, coach.cookie)[':cohortId'].members[':userId'].$delete({ param }))
        .status,
    ).toBe(403);
  });
});
