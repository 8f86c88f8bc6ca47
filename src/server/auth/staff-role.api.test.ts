import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import {
  confirmEmail,
  cookieFrom,
  createStaff,
  createUser,
  DEFAULT_PASSWORD,
  postJson,
} from '#testing/auth-helpers.ts';
import { sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { grantStaffToProvenAdminEmails } from './staff-role.ts';

const STAFF_ADDRESS = 'staff@example.com';

async function isStaff(testApp: TestApp, cookie: string): Promise<boolean> {
  const response = await apiAs(testApp, cookie).me.$get();
  return (await response.json()).isStaff;
}

/** Confirms the address with the newest link sent to it and its password; returns the session it gives. */
async function verifyEmail(testApp: TestApp, email: string): Promise<string> {
  const response = await confirmEmail(testApp, email, { password: DEFAULT_PASSWORD });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

function changeRole(testApp: TestApp, cookie: string, userId: string, role: 'creator' | 'staff') {
  return apiAs(testApp, cookie).admin.creators[':userId'].roles.$put({
    param: { userId },
    json: { roles: role === 'staff' ? ['admin'] : [] },
  });
}

describe('staff rights never come from an unverified address', () => {
  it('gives a squatting sign-up with an ADMIN_EMAILS address (any case) nothing', async () => {
    const testApp = await createTestApp({ adminEmails: new Set([STAFF_ADDRESS]) });
    const creator = await createUser(testApp);
    await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf);
    const squatter = await createUser(testApp, { email: 'Staff@Example.COM' });

    expect(await isStaff(testApp, squatter.cookie)).toBe(false);
    const snooping = await apiAs(testApp, squatter.cookie).quests[':questId'].file.$get({
      param: { questId: 'r1-audience-map' },
      query: { userId: creator.id },
    });
    expect(snooping.status).toBe(404);
    expect((await changeRole(testApp, squatter.cookie, squatter.id, 'staff')).status).toBe(403);
  });

  it('grants the staff role once the listed address is proven, through the logged link', async () => {
    const testApp = await createTestApp({ adminEmails: new Set([STAFF_ADDRESS]) });
    const staff = await createUser(testApp, { email: 'Staff@Example.com' });
    expect(await isStaff(testApp, staff.cookie)).toBe(false);
    const verifiedCookie = await verifyEmail(testApp, 'staff@example.com');
    expect(await isStaff(testApp, verifiedCookie)).toBe(true);
    // No session from before the proof survives it, not even the owner's own.
    expect((await apiAs(testApp, staff.cookie).me.$get()).status).toBe(401);
  });

  it('grants it after verification when verification is required', async () => {
    const testApp = await createTestApp({
      adminEmails: new Set([STAFF_ADDRESS]),
      requireEmailVerification: true,
    });
    const signUp = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: STAFF_ADDRESS,
      password: DEFAULT_PASSWORD,
      name: '',
    });
    expect(signUp.status).toBe(200);
    expect(await isStaff(testApp, await verifyEmail(testApp, STAFF_ADDRESS))).toBe(true);
  });

  it('grants listed addresses proven before they were listed, at start', async () => {
    const testApp = await createTestApp();
    await createUser(testApp, { email: 'lead@example.com' });
    const lead = await verifyEmail(testApp, 'lead@example.com');
    expect(await isStaff(testApp, lead)).toBe(false);
    await grantStaffToProvenAdminEmails(testApp.db, new Set(['lead@example.com']));
    expect(await isStaff(testApp, lead)).toBe(true);
  });

  it('ignores a role sent at sign-up or in a profile update', async () => {
    const testApp = await createTestApp();
    const signUp = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: 'sneaky@example.com',
      password: DEFAULT_PASSWORD,
      name: 'Sneaky',
      role: 'staff',
    });
    const cookie = cookieFrom(signUp);
    expect(await isStaff(testApp, cookie)).toBe(false);
    await postJson(testApp.app, '/api/auth/update-user', { role: 'staff' }, { cookie });
    expect(await isStaff(testApp, cookie)).toBe(false);
  });
});

describe('admins grant and remove the staff roles', () => {
  it('lets an admin make a creator an admin and take it back', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const granted = await changeRole(testApp, staff.cookie, creator.id, 'staff');
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({
      userId: creator.id,
      role: 'staff',
      staffRoles: ['admin'],
    });
    expect(await isStaff(testApp, creator.cookie)).toBe(true);
    expect((await changeRole(testApp, staff.cookie, creator.id, 'creator')).status).toBe(200);
    expect(await isStaff(testApp, creator.cookie)).toBe(false);
  });

  it('refuses creators (403), unknown people (404) and demoting the last admin (409)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    expect((await changeRole(testApp, creator.cookie, creator.id, 'staff')).status).toBe(403);
    expect((await changeRole(testApp, staff.cookie, 'no-such-user', 'staff')).status).toBe(404);
    const last = await changeRole(testApp, staff.cookie, staff.id, 'creator');
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ error: { title: 'Last Admin' } });
    expect(await isStaff(testApp, staff.cookie)).toBe(true);
  });

  it('never leaves the programme without an admin when two demote each other at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const first = await createStaff(testApp);
    const second = await createStaff(testApp);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? changeRole(testApp, first.cookie, second.id, 'creator')
          : changeRole(testApp, second.cookie, first.id, 'creator'),
      ),
    );
    const stillStaff = [
      await isStaff(testApp, first.cookie),
      await isStaff(testApp, second.cookie),
    ].filter(Boolean);
    expect(stillStaff).toHaveLength(1);
    expect(statuses.some((response) => response.status === 200)).toBe(true);
  });
});
