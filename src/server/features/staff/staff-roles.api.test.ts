import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/** Decision 041: admins give people roles; each role opens its own part of the console. */

const setRoles = (testApp: TestApp, cookie: string, userId: string, roles: StaffRole[]) =>
  apiAs(testApp, cookie).admin.creators[':userId'].roles.$put({
    param: { userId },
    json: { roles },
  });

const meOf = async (testApp: TestApp, cookie: string) =>
  (await apiAs(testApp, cookie).me.$get()).json();

describe('staff roles', { timeout: 60_000 }, () => {
  it('makes a creator a coach and an editor, says what that allows, and audits it', async () => {
    const testApp = await createTestApp();
    const admin = await createStaff(testApp);
    const creator = await createUser(testApp);
    const granted = await setRoles(testApp, admin.cookie, creator.id, ['editor', 'coach']);
    expect(await granted.json()).toEqual({
      userId: creator.id,
      role: 'staff',
      staffRoles: ['editor', 'coach'],
    });
    const me = await meOf(testApp, creator.cookie);
    expect(me).toMatchObject({ isStaff: true, staffRoles: ['editor', 'coach'] });
    expect(me.permissions).toContain('review:write');
    expect(me.permissions).toContain('programme:publish');
    expect(me.permissions).not.toContain('role:grant');
    expect(me.permissions).not.toContain('claims:ship');
    const rows = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'creator.roles'));
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ roles: [] }, { roles: ['editor', 'coach'] }],
    ]);
  });

  it('lets a coach read creators but not publish, an editor publish but not read creators', async () => {
    const testApp = await createTestApp();
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const editor = await createStaff(testApp, { roles: ['editor'] });
    const fulfilment = await createStaff(testApp, { roles: ['fulfilment'] });
    const creators = (cookie: string) => apiAs(testApp, cookie).admin.creators.$get({ query: {} });
    expect((await creators(coach.cookie)).status).toBe(200);
    expect((await creators(editor.cookie)).status).toBe(403);
    expect((await creators(fulfilment.cookie)).status).toBe(403);
    const refused = await apiAs(testApp, editor.cookie).admin.creators.$get({ query: {} });
    expect(await refused.json()).toMatchObject({
      error: { message: 'Your staff roles do not include this. An admin can grant it.' },
    });
    expect((await apiAs(testApp, fulfilment.cookie).admin.claims.$get({ query: {} })).status).toBe(
      200,
    );
    expect((await apiAs(testApp, coach.cookie).admin.claims.$get({ query: {} })).status).toBe(403);
  });

  it('lets only admins change roles: a coach cannot make themselves an admin', async () => {
    const testApp = await createTestApp();
    await createStaff(testApp);
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const response = await setRoles(testApp, coach.cookie, coach.id, ['admin']);
    expect(response.status).toBe(403);
    expect((await meOf(testApp, coach.cookie)).staffRoles).toEqual(['coach']);
  });

  it('keeps the last admin one, though they may take more roles; refuses a role named twice', async () => {
    const testApp = await createTestApp();
    const admin = await createStaff(testApp);
    const demoted = await setRoles(testApp, admin.cookie, admin.id, ['coach']);
    expect(demoted.status).toBe(409);
    expect(await demoted.json()).toMatchObject({
      error: {
        title: 'Last Admin',
        message: 'Someone else must be an admin before this person stops being one.',
      },
    });
    expect((await setRoles(testApp, admin.cookie, admin.id, ['admin', 'coach'])).status).toBe(200);
    const twice = await apiAs(testApp, admin.cookie).admin.creators[':userId'].roles.$put({
      param: { userId: admin.id },
      json: { roles: ['coach', 'coach'] as StaffRole[] },
    });
    expect(twice.status).toBe(422);
    expect((await meOf(testApp, admin.cookie)).staffRoles).toEqual(['admin', 'coach']);
  });

  it('leaves one admin when two demote each other twenty times at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const first = await createStaff(testApp);
    const second = await createStaff(testApp);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? setRoles(testApp, first.cookie, second.id, ['coach'])
          : setRoles(testApp, second.cookie, first.id, ['coach']),
      ),
    );
    const roles = [
      (await meOf(testApp, first.cookie)).staffRoles,
      (await meOf(testApp, second.cookie)).staffRoles,
    ];
    expect(roles.filter((held) => held.includes('admin'))).toHaveLength(1);
  });

  it('gives a key only a role within its maker’s, and no more than the maker still may', async () => {
    const testApp = await createTestApp({ apiKeys: { requestsPerMinute: 1_000 } });
    const admin = await createStaff(testApp);
    const other = await createStaff(testApp);
    const made = await apiAs(testApp, admin.cookie)['admin']['api-keys'].$post({
      json: { name: 'Shipping sheet', role: 'fulfilment' },
    });
    expect(made.status).toBe(201);
    const bearer = { authorization: `Bearer ${(await made.json()).secret}` };
    const call = (path: string) => testApp.app.request(path, { headers: bearer });
    expect((await call('/api/admin/claims')).status).toBe(200);
    expect((await call('/api/admin/creators')).status).toBe(403);

    // The maker becomes a coach only: the fulfilment key can do nothing now.
    expect((await setRoles(testApp, other.cookie, admin.id, ['coach'])).status).toBe(200);
    expect((await call('/api/admin/claims')).status).toBe(403);
  });
});
