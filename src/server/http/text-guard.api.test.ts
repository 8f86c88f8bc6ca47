import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser, postJson } from '#testing/auth-helpers.ts';
import { finishRealmTasks, readProgress, validClaim } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const NUL = '\u0000';

describe('text at the edge: NUL and over-long values are a 422, never a 500', () => {
  it('refuses a NUL in a check-in, an answer and every claim field, storing nothing', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);

    const checkin = await api.checkins.$post({ json: { response: `x${NUL}y` } });
    expect(checkin.status).toBe(422);
    expect(await checkin.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Text cannot contain NUL characters.' },
    });
    const answer = await api.quests[':questId'].complete.$post({
      param: { questId: 'r1-origin-story' },
      json: { content: `story${NUL}` },
    });
    expect(answer.status).toBe(422);

    await finishRealmTasks(testApp, creator.cookie, 1);
    for (const field of Object.keys(validClaim) as (keyof typeof validClaim)[]) {
      const claim = await api.realms[':realmId'].complete.$post({
        param: { realmId: '1' },
        json: { ...validClaim, [field]: `a${NUL}b` },
      });
      expect(claim.status, field).toBe(422);
    }
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.checkinCount).toBe(0);
    expect(progress.rewardsClaimed).toEqual([]);
  });

  it('refuses a NUL in a path or a query', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    for (const path of ['/api/quests/r1%00x/file', '/api/checkins?before=2026-01-01%00']) {
      const response = await testApp.app.request(path, { headers: { cookie: creator.cookie } });
      expect(response.status, path).toBe(422);
    }
  });

  it('bounds and cleans the names better-auth stores', async () => {
    const testApp = await createTestApp();
    const tooLong = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      password: 'ember-path-2026',
      name: 'n'.repeat(100_000),
    });
    expect(tooLong.status).toBe(422);
    const slightlyLong = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      password: 'ember-path-2026',
      name: 'n'.repeat(101),
    });
    expect(slightlyLong.status).toBe(422);
    expect(await slightlyLong.json()).toMatchObject({
      error: { message: 'Please keep your name under 100 characters.' },
    });

    const creator = await createUser(testApp, { name: 'Maya' });
    for (const name of [`Ma${NUL}ya`, 'n'.repeat(101)]) {
      const update = await postJson(
        testApp.app,
        '/api/auth/update-user',
        { name },
        { cookie: creator.cookie },
      );
      expect(update.status).toBe(422);
    }
    const me = await (await apiAs(testApp, creator.cookie).me.$get()).json();
    expect(me.user.name).toBe('Maya');
    const fine = await postJson(
      testApp.app,
      '/api/auth/update-user',
      { name: 'n'.repeat(100) },
      { cookie: creator.cookie },
    );
    expect(fine.status).toBe(200);
  });

  it('refuses a NUL inside any JSON string, even in a field no schema names', async () => {
    const testApp = await createTestApp();
    const response = await postJson(testApp.app, '/api/auth/sign-in/email', {
      email: 'someone@example.com',
      password: `pass${NUL}word`,
    });
    expect(response.status).toBe(422);
  });
});
