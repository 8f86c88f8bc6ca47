import { pino } from 'pino';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createStaff } from '#testing/auth-helpers.ts';
import { programmeAs } from '#testing/programme-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { createCurriculumCache, type CurriculumCache } from './curriculum-cache.ts';

const promptOf = async (cache: CurriculumCache, questId: string) =>
  (await cache.get()).realms.flatMap((realm) => realm.quests).find((quest) => quest.id === questId)
    ?.prompt;

describe('the curriculum cache of another process (decision 020)', () => {
  it('sees a change made in the studio of this one by polling the version', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    // Another server on the same database: its own copy, told nothing by this process.
    const other = createCurriculumCache({ db: testApp.db, logger: pino({ level: 'silent' }) });
    const original = await promptOf(other, 'r1-origin-story');
    expect(original).toMatch(/^Write about the first time/);
    other.startPolling();
    onTestFinished(() => other.stopPolling());

    const reworded = await programmeAs(testApp, staff.cookie).quests[':questId'].$patch({
      param: { questId: 'r1-origin-story' },
      json: { prompt: 'Tell us where your making began.' },
    });
    expect(reworded.status).toBe(200);
    // This process reads the change at once; the other keeps its copy until its poll.
    expect(await promptOf(testApp.curriculum, 'r1-origin-story')).toBe(
      'Tell us where your making began.',
    );
    expect(await promptOf(other, 'r1-origin-story')).toBe(original);

    // Two polls a second; the margin is for a busy machine.
    await vi.waitFor(
      async () =>
        expect(await promptOf(other, 'r1-origin-story')).toBe('Tell us where your making began.'),
      { timeout: 3_000, interval: 50 },
    );
  });
});
