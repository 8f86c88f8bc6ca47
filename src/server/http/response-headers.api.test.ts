import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('headers on every answer', () => {
  it('keeps API answers out of every cache, signed in or not, found or not', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const answers = [
      await apiAs(testApp, creator.cookie).me.$get(),
      await apiAs(testApp, '').me.$get(),
      await testApp.app.request('/api/no/such/route', { headers: { cookie: creator.cookie } }),
      await testApp.app.request('/api/auth/get-session', { headers: { cookie: creator.cookie } }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('denies powerful browser features the app does not use', async () => {
    const testApp = await createTestApp();
    const policy = (await testApp.app.request('/healthz')).headers.get('permissions-policy');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
  });
});
