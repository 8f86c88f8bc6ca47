import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { apiKey } from '#server/db/schema/integrations.ts';
import { createLogger } from '#server/logger.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, postJson } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { API_KEY_USE_AUDITED_EVERY_MS } from './api-keys.service.ts';

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A staff member and a key they made in the console (its secret, as shown once). */
async function staffWithKey(testApp: TestApp, name = 'CRM sync') {
  const staff = await createStaff(testApp);
  const created = await apiAs(testApp, staff.cookie)['admin']['api-keys'].$post({
    json: { name, role: 'admin' },
  });
  expect(created.status).toBe(201);
  const { key, secret } = await created.json();
  return { staff, key, secret };
}

/** A staff route called with only the key: no cookie, no Origin, as a server calls. */
const listCreatorsWith = (testApp: TestApp, headers: Record<string, string>) =>
  testApp.app.request('/api/admin/creators', { headers });

describe('API keys', () => {
  it('shows a new key’s secret once; the list and the audit trail never hold it or its hash', async () => {
    const testApp = await createTestApp();
    const { staff, key, secret } = await staffWithKey(testApp);
    expect(secret).toMatch(/^ep_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'CRM sync',
      role: 'admin',
      prefix: secret.slice(0, 12),
      createdByEmail: staff.email,
      lastUsedAt: null,
      revokedAt: null,
    });

    const list = await apiAs(testApp, staff.cookie)['admin']['api-keys'].$get();
    const listText = await list.text();
    expect(JSON.parse(listText)).toEqual({ keys: [key] });
    const [stored] = await testApp.db.select().from(apiKey);
    expect(stored!.tokenHash).not.toContain(secret);
    for (const text of [listText, JSON.stringify(await testApp.db.select().from(auditEvent))]) {
      expect(text).not.toContain(secret.slice(12));
      expect(text).not.toContain(stored!.tokenHash);
    }
    expect(await testApp.db.select().from(auditEvent)).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        action: 'api-key.create',
        targetType: 'api-key',
        targetId: key.id,
        after: key,
      }),
    ]);
  });

  it('is accepted as a bearer token on a staff route, reads and writes, and the trail names the key', async () => {
    const testApp = await createTestApp();
    const { staff, key, secret } = await staffWithKey(testApp);
    const creator = await createUser(testApp);

    const listed = await listCreatorsWith(testApp, bearer(secret));
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(creator.email);

    const promoted = await testApp.app.request(`/api/admin/creators/${creator.id}/roles`, {
      method: 'PUT',
      headers: { ...bearer(secret), 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['coach'] }),
    });
    expect(promoted.status).toBe(200);
    const [roleChange] = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'creator.roles'));
    expect(roleChange).toMatchObject({
      actorId: staff.id,
      actorEmail: `${staff.email} (API key ${key.prefix}…)`,
    });
  });

  it('is refused at once when revoked, and revoking is audited', async () => {
    const testApp = await createTestApp();
    const { staff, key, secret } = await staffWithKey(testApp);
    expect((await listCreatorsWith(testApp, bearer(secret))).status).toBe(200);

    const api = apiAs(testApp, staff.cookie)['admin']['api-keys'][':keyId'].revoke;
    const revoked = await api.$post({ param: { keyId: key.id } });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).not.toBeNull();
    const refused = await listCreatorsWith(testApp, bearer(secret));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: expect.objectContaining({
        code: 'UNAUTHENTICATED',
        message: 'This API key is not valid, or it was revoked.',
      }),
    });

    // Again: nothing changes, nothing more is audited.
    expect((await api.$post({ param: { keyId: key.id } })).status).toBe(200);
    const actions = await testApp.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .orderBy(asc(auditEvent.id));
    expect(actions.map((row) => row.action)).toEqual([
      'api-key.create',
      'api-key.use',
      'api-key.revoke',
    ]);
    const unknown = await api.$post({ param: { keyId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
  });

  it('never acts as a creator, never manages keys, and stops when its maker is no longer staff', async () => {
    const testApp = await createTestApp();
    const { staff, secret } = await staffWithKey(testApp);
    const other = await createStaff(testApp);

    for (const path of ['/api/me', '/api/progress', '/api/notifications', '/api/admin/api-keys']) {
      const refused = await testApp.app.request(path, { headers: bearer(secret) });
      expect(refused.status, path).toBe(401);
    }
    const minted = await testApp.app.request('/api/admin/api-keys', {
      method: 'POST',
      headers: { ...bearer(secret), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'successor' }),
    });
    expect(minted.status).toBe(401);
    // A key beside a good session is judged alone: the cookie does not rescue a bad key.
    const wrongKey = `ep_live_${'A'.repeat(43)}`;
    const withCookie = await testApp.app.request('/api/admin/creators', {
      headers: { cookie: staff.cookie, ...bearer(wrongKey) },
    });
    expect(withCookie.status).toBe(401);

    await apiAs(testApp, other.cookie)
      .admin.creators[':userId'].roles.$put({
        param: { userId: staff.id },
        json: { roles: [] },
      })
      .then((response) => expect(response.status).toBe(200));
    expect((await listCreatorsWith(testApp, bearer(secret))).status).toBe(401);
  });

  it('is deleted by a proof of its maker’s address, which takes the account back (decision 033)', async () => {
    const testApp = await createTestApp();
    const { staff, key, secret } = await staffWithKey(testApp);
    await postJson(testApp.app, '/api/auth/request-password-reset', {
      email: staff.email,
      redirectTo: '/auth/reset-password',
    });
    await testApp.outbox.settle();
    const sent = testApp.inbox.findLast((mail) => mail.to === staff.email);
    const token = /reset-password\/([^?\s]+)/.exec(sent!.text)![1]!;
    const reset = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: 'a-new-flame-42',
    });
    expect(reset.status).toBe(200);

    expect((await listCreatorsWith(testApp, bearer(secret))).status).toBe(401);
    expect(await testApp.db.select().from(apiKey)).toEqual([]);
    const [revoked] = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'api-key.revoke'));
    expect(revoked).toMatchObject({ actorId: staff.id, targetId: key.id });
  });

  it('a creator cannot list, make or revoke keys', async () => {
    const testApp = await createTestApp();
    const { key } = await staffWithKey(testApp);
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie)['admin']['api-keys'];
    expect((await api.$get()).status).toBe(403);
    expect((await api.$post({ json: { name: 'mine' } })).status).toBe(403);
    expect((await api[':keyId'].revoke.$post({ param: { keyId: key.id } })).status).toBe(403);
  });

  it.each([
    ['no scheme', (secret: string) => secret],
    ['Basic', (secret: string) => `Basic ${secret}`],
    ['an empty Bearer', () => 'Bearer '],
    ['a cut key', (secret: string) => `Bearer ${secret.slice(0, -2)}`],
    ['an unknown key', () => `Bearer ep_live_${'x'.repeat(43)}`],
    ['a long value', () => `Bearer ${'y'.repeat(8000)}`],
    ['a key with a NUL-like escape', (secret: string) => `Bearer ${secret}%00`],
  ])('answers 401 to %s, never 500, and never repeats the header', async (_, header) => {
    const testApp = await createTestApp();
    const { secret } = await staffWithKey(testApp);
    const response = await listCreatorsWith(testApp, { authorization: header(secret) });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain(secret.slice(12));
    expect(JSON.parse(text).error.code).toBe('UNAUTHENTICATED');
  });

  it('is rate limited per key: 429 past the limit, another key unaffected, a minute later again', async () => {
    const start = new Date();
    let now = start;
    const testApp = await createTestApp(
      { apiKeys: { requestsPerMinute: 3 } },
      { clock: () => now },
    );
    const { secret } = await staffWithKey(testApp, 'busy');
    const { secret: other } = await staffWithKey(testApp, 'quiet');
    const statuses = [];
    for (let call = 0; call < 4; call += 1)
      statuses.push((await listCreatorsWith(testApp, bearer(secret))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await listCreatorsWith(testApp, bearer(other))).status).toBe(200);
    now = new Date(start.getTime() + 61_000);
    expect((await listCreatorsWith(testApp, bearer(secret))).status).toBe(200);
  });

  it('notes the last use and audits the first use in an hour, not every call', async () => {
    const start = new Date('2026-11-28T10:00:00Z');
    let now = start;
    const testApp = await createTestApp({}, { clock: () => now });
    const { staff, key, secret } = await staffWithKey(testApp);
    const uses = async () =>
      (await testApp.db.select().from(auditEvent).where(eq(auditEvent.action, 'api-key.use')))
        .length;

    for (let call = 0; call < 3; call += 1)
      expect((await listCreatorsWith(testApp, bearer(secret))).status).toBe(200);
    expect(await uses()).toBe(1);
    const [use] = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'api-key.use'));
    expect(use).toMatchObject({
      actorId: staff.id,
      targetId: key.id,
      after: { name: 'CRM sync', prefix: key.prefix, method: 'GET', path: '/api/admin/creators' },
    });
    const list = await (await apiAs(testApp, staff.cookie)['admin']['api-keys'].$get()).json();
    expect(list.keys[0]!.lastUsedAt).toBe(start.toISOString());

    now = new Date(start.getTime() + API_KEY_USE_AUDITED_EVERY_MS - 1000);
    await listCreatorsWith(testApp, bearer(secret));
    expect(await uses()).toBe(1);
    now = new Date(start.getTime() + API_KEY_USE_AUDITED_EVERY_MS + 1000);
    await listCreatorsWith(testApp, bearer(secret));
    expect(await uses()).toBe(2);
  });

  it('never writes a secret to the log, used, refused or revoked', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => lines.push(line) });
    const testApp = await createTestApp({}, { logger });
    const { staff, key, secret } = await staffWithKey(testApp);
    await listCreatorsWith(testApp, bearer(secret));
    await listCreatorsWith(testApp, { authorization: `Basic ${secret}` });
    await apiAs(testApp, staff.cookie)['admin']['api-keys'][':keyId'].revoke.$post({
      param: { keyId: key.id },
    });
    await listCreatorsWith(testApp, bearer(secret));
    await testApp.app.request('/api/me', { headers: bearer(secret) });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret.slice(12));
  });

  it('refuses a name that is empty or too long, and changes nothing', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie)['admin']['api-keys'];
    expect((await api.$post({ json: { name: '  ' } })).status).toBe(422);
    expect((await api.$post({ json: { name: 'x'.repeat(101) } })).status).toBe(422);
    expect(
      (await api.$post({ json: { name: 'ok', role: 'owner' as unknown as 'admin' } })).status,
    ).toBe(422);
    expect(await testApp.db.select().from(apiKey)).toEqual([]);
  });
});
