import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { createAppWithDataDir, requestBackup, TOKEN } from '#testing/backup-helpers.ts';

describe('POST /operator/backup', () => {
  it('refuses a call without the operator token, or with another one', async () => {
    const { testApp } = await createAppWithDataDir();
    const creator = await createUser(testApp);
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`]) {
      const response = await requestBackup(testApp, authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    const withSession = await testApp.app.request('/operator/backup', {
      method: 'POST',
      headers: { cookie: creator.cookie },
    });
    expect(withSession.status).toBe(401);
  });
});
