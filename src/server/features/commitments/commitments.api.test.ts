import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { readProgress } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

/** B asks A by email and A accepts. */
async function pair(
  testApp: Awaited<ReturnType<typeof createTestApp>>,
  a: { cookie: string; email: string },
  b: { cookie: string },
) {
  expect(
    (await apiAs(testApp, b.cookie).buddies.requests.$post({ json: { email: a.email } })).status,
  ).toBe(201);
  const overview = await (await apiAs(testApp, a.cookie).buddies.overview.$get()).json();
  const accepted = await apiAs(testApp, a.cookie).buddies.requests[':requestId'].accept.$post({
    param: { requestId: String(overview.incoming[0]!.id) },
  });
  expect(accepted.status).toBe(200);
}

describe('"This week I will …"', () => {
  it('is written for the creator’s own week, rewritten at will, and gone the next week', async () => {
    // Sunday 22 November, 23:30 in New York: already Monday the 23rd in UTC.
    const clock = { now: new Date('2026-11-23T04:30:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: 'America/New_York' });
    const commit = (text: unknown) =>
      testApp.app.request('/api/commitments/this-week', {
        method: 'PUT',
        headers: { cookie: creator.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });

    const first = await commit('  post two shorts  ');
    expect(first.status).toBe(200);
    // Their week began on Monday the 16th in New York.
    expect(await first.json()).toEqual({ weekStart: '2026-11-16', text: 'post two shorts' });
    expect((await commit('post three shorts')).status).toBe(200);
    expect((await readProgress(testApp, creator.cookie)).commitment).toEqual({
      weekStart: '2026-11-16',
      text: 'post three shorts',
    });

    // Monday in New York: a new week, nothing written for it yet.
    clock.now = new Date('2026-11-23T15:00:00Z');
    expect((await readProgress(testApp, creator.cookie)).commitment).toBeNull();
  });

  it('refuses a blank line, a long one, and a body of the wrong shape, changing nothing', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const put = (body: string, contentType = 'application/json') =>
      testApp.app.request('/api/commitments/this-week', {
        method: 'PUT',
        headers: { cookie: creator.cookie, 'content-type': contentType },
        body,
      });
    for (const body of [
      JSON.stringify({ text: '   ' }),
      JSON.stringify({ text: 'x'.repeat(121) }),
      JSON.stringify({ text: 42 }),
      JSON.stringify({}),
      'text=hello',
    ]) {
      const answer = await put(body, body.startsWith('{') ? 'application/json' : 'text/plain');
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
    const blank = await put(JSON.stringify({ text: '  ' }));
    expect(await blank.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await readProgress(testApp, creator.cookie)).commitment).toBeNull();
    // Signed out: nothing to commit to.
    const signedOut = await testApp.app.request('/api/commitments/this-week', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(signedOut.status).toBe(401);
  });

  it('shows on the buddy’s card, for the week it was written', async () => {
    const clock = { now: new Date('2026-11-18T12:00:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const maya = await createUser(testApp, { name: 'Maya Rivera' });
    const jonas = await createUser(testApp, { name: 'Jonas Berg' });
    await pair(testApp, maya, jonas);
    await apiAs(testApp, maya.cookie).commitments['this-week'].$put({
      json: { text: 'film the studio tour' },
    });
    const cards = async () =>
      (await (await apiAs(testApp, jonas.cookie).buddies.$get()).json()).buddies;
    expect((await cards())[0]).toMatchObject({
      name: 'Maya Rivera',
      commitment: 'film the studio tour',
    });
    // Her card to him only; his own card to her carries nothing he did not write.
    expect(
      (await (await apiAs(testApp, maya.cookie).buddies.$get()).json()).buddies[0]?.commitment,
    ).toBeNull();
    clock.now = new Date('2026-11-25T12:00:00Z');
    expect((await cards())[0]?.commitment).toBeNull();
  });
});
