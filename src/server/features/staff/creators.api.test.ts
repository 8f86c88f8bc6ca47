import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { claimKit, completeQuest, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { countQueries } from '#testing/test-database.ts';

const listCreators = async (testApp: TestApp, cookie: string, query: Record<string, string>) => {
  const response = await apiAs(testApp, cookie).admin.creators.$get({ query });
  expect(response.status).toBe(200);
  return response.json();
};

describe('the creators list', { timeout: 60_000 }, () => {
  it('shows each creator’s realm, progress, streak, activity and join date', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    await finishRealmTasks(testApp, creator.cookie, 1);
    await claimKit(testApp, creator.cookie, 1);
    await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'Today I drafted.' } });

    const page = await listCreators(testApp, staff.cookie, { search: 'maya' });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: creator.id,
      email: creator.email,
      name: 'Maya Rivera',
      role: 'creator',
      currentRealm: 2,
      progressPercent: 33,
      streak: 1,
    });
    expect(page.items[0]!.lastActiveAt).not.toBeNull();
    expect(page.items[0]!.joinedAt).not.toBeNull();
  });

  it('searches by the start of a name or email in any case, and sorts and pages stably', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const names = ['Cleo Park', 'Ada Byron', 'Bea Quinn', 'ada-two'];
    for (const name of names) await createUser(testApp, { name });

    const adas = await listCreators(testApp, staff.cookie, { search: 'ADA' });
    // Signing up (or in) is not activity: nothing done in the programme yet (last-active.ts).
    expect(adas.items.every((item) => item.lastActiveAt === null)).toBe(true);
    expect(adas.items.map((item) => item.name).sort()).toEqual(['Ada Byron', 'ada-two']);
    const byEmail = await listCreators(testApp, staff.cookie, { search: staff.email.slice(0, 12) });
    expect(byEmail.items.map((item) => item.id)).toEqual([staff.id]);
    expect((await listCreators(testApp, staff.cookie, { search: '_' })).items).toEqual([]);

    const byName = await listCreators(testApp, staff.cookie, { sort: 'name', direction: 'asc' });
    expect(byName.items.map((item) => item.name)).toEqual(
      [...byName.items.map((item) => item.name)].sort(),
    );
    const newest = await listCreators(testApp, staff.cookie, { pageSize: '2' });
    const older = await listCreators(testApp, staff.cookie, { pageSize: '2', page: '2' });
    const last = await listCreators(testApp, staff.cookie, { pageSize: '2', page: '3' });
    expect(newest.hasMore).toBe(true);
    expect(last.hasMore).toBe(false);
    const everyone = [...newest.items, ...older.items, ...last.items].map((item) => item.name);
    expect(everyone).toEqual(['ada-two', 'Bea Quinn', 'Ada Byron', 'Cleo Park', 'Sam Staff']);

    const refused = await apiAs(testApp, staff.cookie).admin.creators.$get({
      query: { sort: 'password' as 'name' },
    });
    expect(refused.status).toBe(422);
    const longSearch = await apiAs(testApp, staff.cookie).admin.creators.$get({
      query: { search: 'x'.repeat(101) },
    });
    expect(longSearch.status).toBe(422);
  });

  it('uses the same number of queries for a page of 5 creators as for a page of 50', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    for (let index = 0; index < 12; index += 1) {
      const creator = await createUser(testApp);
      await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Story');
    }
    const count = (pageSize: string) =>
      countQueries(() => listCreators(testApp, staff.cookie, { pageSize }));
    expect(await count('5')).toBe(await count('50'));
  });
});

describe('a creator’s page', { timeout: 60_000 }, () => {
  it('shows realms, answers, check-ins, claims, invitations and buddies; 404 for no one', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    await finishRealmTasks(testApp, creator.cookie, 1);
    await claimKit(testApp, creator.cookie, 1);
    const response = await apiAs(testApp, staff.cookie).admin.creators[':userId'].$get({
      param: { userId: creator.id },
    });
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail.creator).toMatchObject({ id: creator.id, name: 'Maya Rivera', role: 'creator' });
    expect(detail.currentRealm).toBe(2);
    expect(detail.realms[0]).toMatchObject({ id: 1, completed: true });
    expect(detail.realms[0]!.quests.every((quest) => quest.completedAt !== null)).toBe(true);
    expect(detail.claims).toHaveLength(1);
    expect(detail).toMatchObject({ checkinCount: 0, invitations: [], buddies: [] });

    const missing = await apiAs(testApp, staff.cookie).admin.creators[':userId'].$get({
      param: { userId: 'no-such-user' },
    });
    expect(missing.status).toBe(404);
    const asCreator = await apiAs(testApp, creator.cookie).admin.creators[':userId'].$get({
      param: { userId: creator.id },
    });
    expect(asCreator.status).toBe(403);
  });
});

describe('the staff role', { timeout: 60_000 }, () => {
  it('grants once under 20 parallel requests: one audit row (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiAs(testApp, staff.cookie).admin.creators[':userId'].roles.$put({
          param: { userId: creator.id },
          json: { roles: ['admin'] },
        }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await testApp.db.select().from(auditEvent)).toHaveLength(1);
  });

  it('writes an audit row for each grant and removal, none for a refusal', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const setRole = (cookie: string, userId: string, role: 'staff' | 'creator') =>
      apiAs(testApp, cookie).admin.creators[':userId'].roles.$put({
        param: { userId },
        json: { roles: role === 'staff' ? ['admin'] : [] },
      });
    expect((await setRole(staff.cookie, creator.id, 'staff')).status).toBe(200);
    expect((await setRole(staff.cookie, creator.id, 'creator')).status).toBe(200);
    expect((await setRole(staff.cookie, staff.id, 'creator')).status).toBe(409);
    const rows = await testApp.db.select().from(auditEvent).orderBy(auditEvent.id);
    expect(
      rows.map((row) => [row.action, row.targetId, row.before, row.after, row.actorId]),
    ).toEqual([
      ['creator.roles', creator.id, { roles: [] }, { roles: ['admin'] }, staff.id],
      ['creator.roles', creator.id, { roles: ['admin'] }, { roles: [] }, staff.id],
    ]);
  });
});
