import { eq } from 'drizzle-orm';
import { apiAs } from '#testing/api-client.ts';
import { describe, expect, it } from 'vitest';
import { session } from '#server/db/schema/auth.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the session check on API requests', () => {
  it('refuses a cookie whose signature is not ours', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const [, value] = creator.cookie.match(/better-auth\.session_token=([^;]+)/)!;
    const token = decodeURIComponent(value!).split('.')[0];
    const forged = `better-auth.session_token=${encodeURIComponent(`${token}.AAAA`)}`;
    expect((await apiAs(testApp, forged).me.$get()).status).toBe(401);
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(200);
  });

  it('accepts exactly the cookie name better-auth sets: prefixed on https, plain on http', async () => {
    const secureApp = await createTestApp({ appUrl: 'https://emberpath.example' });
    const secure = await createUser(secureApp);
    const [, secureValue] = secure.cookie.match(/__Secure-better-auth\.session_token=([^;]+)/)!;
    const unprefixed = `better-auth.session_token=${secureValue}`;
    expect((await apiAs(secureApp, secure.cookie).me.$get()).status).toBe(200);
    expect((await apiAs(secureApp, unprefixed).me.$get()).status).toBe(401);

    const plainApp = await createTestApp();
    const plain = await createUser(plainApp);
    const [, plainValue] = plain.cookie.match(/better-auth\.session_token=([^;]+)/)!;
    const prefixed = `__Secure-better-auth.session_token=${plainValue}`;
    expect((await apiAs(plainApp, prefixed).me.$get()).status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await testApp.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, creator.id));
    expect((await apiAs(testApp, creator.cookie).me.$get()).status).toBe(401);
  });

  it('ends at once when the session is revoked elsewhere', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await testApp.db.delete(session).where(eq(session.userId, creator.id));
    expect((await apiAs(testApp, creator.cookie).progress.$get()).status).toBe(401);
  });

  it('lets better-auth extend a session used after a day, and re-issues the cookie', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    const soon = new Date(Date.now() + DAY_MS);
    await testApp.db
      .update(session)
      .set({ updatedAt: twoDaysAgo, expiresAt: soon })
      .where(eq(session.userId, creator.id));

    const response = await apiAs(testApp, creator.cookie).me.$get();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join(';')).toContain('better-auth.session_token=');
    const [refreshed] = await testApp.db
      .select()
      .from(session)
      .where(eq(session.userId, creator.id));
    expect(refreshed!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + DAY_MS);
  });
});
