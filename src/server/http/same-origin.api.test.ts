import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { readProgress, sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { createTestApp, TEST_APP_URL } from '#testing/test-app.ts';

function completeWorksheetFrom(
  testApp: Awaited<ReturnType<typeof createTestApp>>,
  cookie: string,
  headers: Record<string, string>,
) {
  return testApp.app.request('/api/quests/r1-audience-map/complete', {
    method: 'POST',
    headers: { cookie, ...headers },
    body: '{}',
  });
}

async function isWorksheetDone(testApp: Awaited<ReturnType<typeof createTestApp>>, cookie: string) {
  const progress = await readProgress(testApp, cookie);
  return progress.realms[0]!.quests.find((quest) => quest.id === 'r1-audience-map')!.completed;
}

describe('the API takes writes only from the app’s own pages', () => {
  it('refuses a cross-site form post that would complete a worksheet quest', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf);

    const foreign = await completeWorksheetFrom(testApp, creator.cookie, {
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const crossSite = await completeWorksheetFrom(testApp, creator.cookie, {
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/json',
    });
    expect(crossSite.status).toBe(403);
    const nullOrigin = await completeWorksheetFrom(testApp, creator.cookie, {
      origin: 'null',
      'content-type': 'application/json',
    });
    expect(nullOrigin.status).toBe(403);
    expect(await isWorksheetDone(testApp, creator.cookie)).toBe(false);
  });

  it('needs JSON where a route takes JSON, even from the app’s own origin', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf);
    const plain = await completeWorksheetFrom(testApp, creator.cookie, {
      origin: TEST_APP_URL,
      'content-type': 'text/plain',
    });
    expect(plain.status).toBe(415);
    expect(await isWorksheetDone(testApp, creator.cookie)).toBe(false);

    const own = await completeWorksheetFrom(testApp, creator.cookie, {
      origin: TEST_APP_URL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    expect(own.status).toBe(200);
    expect(await isWorksheetDone(testApp, creator.cookie)).toBe(true);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const read = await testApp.app.request('/api/progress', {
      headers: { cookie: creator.cookie, origin: 'https://elsewhere.example' },
    });
    expect(read.status).toBe(200);
  });
});
