import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { checkDescribedAnswers } from '#testing/described-answers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const askProgress = (app: TestApp['app'], cookie: string, ifNoneMatch?: string) =>
  app.request('/api/progress', {
    headers: { cookie, ...(ifNoneMatch !== undefined && { 'if-none-match': ifNoneMatch }) },
  });

async function etagOf(app: TestApp['app'], cookie: string): Promise<string> {
  const response = await askProgress(app, cookie);
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]{43}"$/);
  return etag!;
}

describe('GET /api/progress with the ETag of the copy the app keeps', () => {
  it('answers an unchanged progress with 304 and no body, a changed one in full with a new ETag', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const etag = await etagOf(testApp.app, creator.cookie);

    const unchanged = await askProgress(testApp.app, creator.cookie, etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('no-store');

    expect((await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'Story')).status).toBe(
      200,
    );
    const changed = await askProgress(testApp.app, creator.cookie, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const progress = (await changed.json()) as { realms: { quests: { completed: boolean }[] }[] };
    expect(progress.realms[0]!.quests[0]!.completed).toBe(true);
  });

  it('compares tags as If-None-Match says: weak or strong, in a list, or any; else answers in full', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const etag = await etagOf(testApp.app, creator.cookie);
    for (const held of [`W/${etag}`, `"elsewhere", ${etag}`, '*']) {
      expect((await askProgress(testApp.app, creator.cookie, held)).status, held).toBe(304);
    }
    for (const other of [
      '',
      '"elsewhere"',
      etag.slice(1, -1),
      'W/',
      `${etag}x`,
      '\u00ff'.repeat(9),
    ]) {
      expect((await askProgress(testApp.app, creator.cookie, other)).status, other).toBe(200);
    }
    // Nothing is answered to a visitor, whatever tag they send.
    expect((await askProgress(testApp.app, '', etag)).status).toBe(401);
  });

  it('changes the ETag when the day turns, though nothing was written', async () => {
    let now = new Date('2026-03-10T12:00:00Z');
    const testApp = await createTestApp({}, { clock: () => now });
    const creator = await createUser(testApp);
    const yesterdays = await etagOf(testApp.app, creator.cookie);
    now = new Date('2026-03-11T12:00:00Z');
    expect((await askProgress(testApp.app, creator.cookie, yesterdays)).status).toBe(200);
  });

  it('stops matching after a write through another server process on the same database', async () => {
    const testApp = await createTestApp();
    const otherProcess = createApp({
      database: testApp.database,
      config: testApp.config,
      logger: pino({ level: 'silent' }),
      outbox: testApp.outbox,
      fileStore: testApp.fileStore,
      answerCheck: checkDescribedAnswers,
    }).app;
    const creator = await createUser(testApp);
    const etag = await etagOf(testApp.app, creator.cookie);
    expect(await etagOf(otherProcess, creator.cookie)).toBe(etag);

    const written = await otherProcess.request('/api/quests/r1-origin-story/complete', {
      method: 'POST',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Written through the other process' }),
    });
    expect(written.status).toBe(200);
    expect((await askProgress(testApp.app, creator.cookie, etag)).status).toBe(200);
  });
});
