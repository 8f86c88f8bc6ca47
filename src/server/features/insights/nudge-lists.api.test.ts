import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { bruteStall, loadRawProgramme } from '#testing/insights-oracle.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp, TEST_APP_URL } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');

async function programme() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  await seedProgramme(testApp.db, { now: NOW, count: 40, seed: 7 });
  return { testApp, staff, api: apiAs(testApp, staff.cookie).admin.insights };
}

describe('nudging a whole list', () => {
  it('reaches everyone on an at-risk list under its filters, and skips them the second time', async () => {
    const { api } = await programme();
    const query = { cohort: 'month:2026-10', pageSize: '100' };
    const listed = await (
      await api['at-risk'][':kind'].$get({ param: { kind: 'stuck-on-quest' }, query })
    ).json();
    expect(listed.items.length).toBeGreaterThan(1);

    const list = { kind: 'stuck-on-quest', cohort: 'month:2026-10' } as const;
    // Holding no one back, so the whole list is nudged.
    const first = await (
      await api.nudges.$post({ json: { list, message: 'Hi {name}', holdoutPercent: 0 } })
    ).json();
    expect(first.sent.map((entry) => entry.id).sort()).toEqual(
      listed.items.map((item) => item.id).sort(),
    );
    expect(first).toMatchObject({ heldBack: 0, skipped: [], hasMore: false });

    const second = await (await api.nudges.$post({ json: { list, message: 'Hi again' } })).json();
    expect(second.sent).toEqual([]);
    expect(second.skipped.map((entry) => entry.reason)).toEqual(
      listed.items.map(() => 'nudged-recently'),
    );
  });

  it('reaches the active creators sitting on one quest, as counted from the raw rows', async () => {
    const { testApp, api } = await programme();
    // Who should get it, worked out from the tables by brute force, not by the app's queries.
    const raw = await loadRawProgramme(testApp.db);
    const busiest = bruteStall(raw, { from: null, to: null }, NOW).sort(
      (a, b) => b.sittingIds.length - a.sittingIds.length,
    )[0]!;
    expect(busiest.sittingIds.length).toBeGreaterThan(1);
    const sent = await (
      await api.nudges.$post({
        json: {
          list: { kind: 'sitting-on-quest', questId: busiest.questId },
          message: 'Hi',
          holdoutPercent: 0,
        },
      })
    ).json();
    expect(sent.sent.map((entry) => entry.id).sort()).toEqual(busiest.sittingIds);
    expect(sent).toMatchObject({ skipped: [], hasMore: false });
    const unknown = await api.nudges.$post({
      json: { list: { kind: 'sitting-on-quest', questId: 'r9-nothing' }, message: 'Hi' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('nudge templates', () => {
  it('are listed, written, changed and removed by staff, each change audited', async () => {
    const { testApp, api } = await programme();
    const seeded = await (await api['nudge-templates'].$get()).json();
    expect(seeded.items.map((template) => template.suggestedFor)).toEqual([
      'new-and-quiet',
      'stuck-on-quest',
      'streak-broken',
    ]);

    const created = await api['nudge-templates'].$post({
      json: { label: 'Buddy up', message: 'Hi {name}, a buddy helps with "{quest}".' },
    });
    expect(created.status).toBe(201);
    const template = await created.json();
    expect(template).toMatchObject({ label: 'Buddy up', suggestedFor: 'any' });

    const param = { templateId: String(template.id) };
    const changed = await api['nudge-templates'][':templateId'].$put({
      param,
      json: { label: 'Buddy up', message: 'Pair up, {name}!', suggestedFor: 'new-and-quiet' },
    });
    expect(await changed.json()).toMatchObject({ message: 'Pair up, {name}!' });
    expect((await api['nudge-templates'][':templateId'].$delete({ param })).status).toBe(204);
    expect((await api['nudge-templates'][':templateId'].$delete({ param })).status).toBe(404);

    const actions = (
      await testApp.db
        .select({ action: auditEvent.action })
        .from(auditEvent)
        .where(eq(auditEvent.targetId, String(template.id)))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual([
      'nudge-template.create',
      'nudge-template.delete',
      'nudge-template.update',
    ]);
  });

  it('refuses a template with no name, no words, or too many', async () => {
    const { api } = await programme();
    for (const json of [
      { label: ' ', message: 'Hi' },
      { label: 'Hi', message: '' },
      { label: 'x'.repeat(61), message: 'Hi' },
      { label: 'Hi', message: 'x'.repeat(501) },
      { label: 'Hi', message: 'Hi', suggestedFor: 'everyone' },
    ]) {
      const response = await api['nudge-templates'].$post({
        json: json as { label: string; message: string },
      });
      expect(response.status, JSON.stringify(json)).toBe(422);
    }
    expect((await (await api['nudge-templates'].$get()).json()).items).toHaveLength(3);
  });

  it('refuse words with a link anywhere but the app, written or changed', async () => {
    const { api } = await programme();
    const outside = { label: 'Prize', message: 'Claim it at www.evil.example today.' };
    const created = await api['nudge-templates'].$post({ json: outside });
    expect(created.status).toBe(422);
    expect(await created.json()).toMatchObject({
      error: {
        problems: [
          {
            path: 'message',
            message:
              'Links in a nudge may only lead to Emberpath (http://localhost:3000). Please remove www.evil.example.',
          },
        ],
      },
    });
    const own = await api['nudge-templates'].$post({
      json: { label: 'Quests', message: `Hi {name}, see ${TEST_APP_URL}/quests.` },
    });
    expect(own.status).toBe(201);
    const param = { templateId: String((await own.json()).id) };
    const changed = await api['nudge-templates'][':templateId'].$put({ param, json: outside });
    expect(changed.status).toBe(422);
    const templates = (await (await api['nudge-templates'].$get()).json()).items;
    expect(templates.map((template) => template.message)).not.toContain(outside.message);
  });
});
