import { describe, expect, it } from 'vitest';
import { differenceOfProportions } from '#shared/rules/nudge-effect.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const DAY = 86_400_000;
const list = { kind: 'new-and-quiet' } as const;

describe('nudge results', { timeout: 120_000 }, () => {
  it('compare the nudged with the held back once their 7 days are over, per template and overall', async () => {
    let now = new Date();
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const creators = [];
    for (let index = 0; index < 44; index += 1)
      creators.push(await createUser(testApp, { name: `Creator ${index}` }));
    now = new Date(now.getTime() + 4 * DAY);
    const api = apiAs(testApp, staff.cookie).admin.insights;
    const template = (await (await api['nudge-templates'].$get()).json()).items[0]!;
    const sent = await (
      await api.nudges.$post({
        json: { list, message: 'Hi {name}', templateId: template.id, holdoutPercent: 50 },
      })
    ).json();
    expect(sent).toMatchObject({ heldBack: 22 });
    const nudgedIds = new Set(sent.sent.map((entry) => entry.id));
    const nudged = creators.filter((creator) => nudgedIds.has(creator.id));
    const heldBack = creators.filter((creator) => !nudgedIds.has(creator.id));

    const results = async () => (await api['nudge-results'].$get()).json();
    const running = await results();
    expect(running.runningBatches).toBe(1);
    expect(running.overall).toMatchObject({ nudged: 0, heldBack: 0 });
    expect(running.overall.verdict).toBe('Too few creators yet to tell: 0 nudged, 0 held back.');

    // Within the 7 days: 18 of the nudged and 3 of the held back check in.
    now = new Date(now.getTime() + 2 * DAY);
    const checkIn = (cookie: string) =>
      apiAs(testApp, cookie).checkins.$post({ json: { response: 'Back at it.' } });
    for (const creator of nudged.slice(0, 18))
      expect((await checkIn(creator.cookie)).status).toBe(201);
    for (const creator of heldBack.slice(0, 3)) await checkIn(creator.cookie);
    // After them: too late to count.
    now = new Date(now.getTime() + 6 * DAY);
    for (const creator of heldBack.slice(3, 10)) await checkIn(creator.cookie);

    const answer = await results();
    expect(answer.runningBatches).toBe(0);
    const expected = differenceOfProportions(
      { successes: 18, total: 22 },
      { successes: 3, total: 22 },
    )!;
    const row = {
      templateId: template.id,
      label: template.label,
      batches: 1,
      nudged: 22,
      nudgedBack: 18,
      heldBack: 22,
      heldBackBack: 3,
    };
    expect(answer.templates).toEqual([expect.objectContaining(row)]);
    expect(answer.overall).toMatchObject({ ...row, templateId: null, label: 'All nudges' });
    expect(answer.overall.difference).toBeCloseTo(expected.difference, 10);
    expect(answer.overall.low).toBeCloseTo(expected.low, 10);
    expect(answer.overall.verdict).toMatch(
      /^Nudged creators came back more: \+68 points \(95% interval \+\d+ to \+\d+\)\.$/,
    );

    const csv = await api['nudge-results']['export.csv'].$get();
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('All nudges');
  });
});
