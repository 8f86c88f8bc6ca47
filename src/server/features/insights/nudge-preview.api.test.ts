import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { createTestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const DAY = 86_400_000;

describe('before and after a nudge', { timeout: 60_000 }, () => {
  it('a creator’s row says when they were last nudged, read back by another staff member', async () => {
    // Sign-ups are stamped by the real clock: the app's clock starts there.
    let now = new Date();
    const testApp = await createTestApp({}, { clock: () => now });
    const sam = await createStaff(testApp, { name: 'Sam Staff' });
    const kim = await createStaff(testApp, { name: 'Kim Staff' });
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    now = new Date(now.getTime() + 4 * DAY);
    const listOf = async (cookie: string) =>
      (
        await (
          await apiAs(testApp, cookie).admin.insights['at-risk'][':kind'].$get({
            param: { kind: 'new-and-quiet' },
            query: {},
          })
        ).json()
      ).items;
    expect((await listOf(sam.cookie)).map((row) => [row.id, row.lastNudgedAt])).toEqual([
      [creator.id, null],
    ]);
    const sent = await apiAs(testApp, sam.cookie).admin.insights.nudges.$post({
      json: { userIds: [creator.id], message: 'Hi {name}' },
    });
    expect(sent.status).toBe(200);
    // A fresh read, as after a reload, and by someone else: the server's record, not the screen's.
    expect((await listOf(kim.cookie)).map((row) => [row.id, row.lastNudgedAt])).toEqual([
      [creator.id, now.toISOString()],
    ]);
  });

  it('the preview fills the words for the first creator and counts exactly whom the send reaches', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    await seedProgramme(testApp.db, { now: NOW, count: 40, seed: 7 });
    const api = apiAs(testApp, staff.cookie).admin.insights;
    const list = { kind: 'stuck-on-quest', cohort: 'month:2026-10' } as const;
    const listed = await (
      await api['at-risk'][':kind'].$get({
        param: { kind: 'stuck-on-quest' },
        query: { cohort: 'month:2026-10', pageSize: '100', sort: 'since', direction: 'asc' },
      })
    ).json();
    expect(listed.items.length).toBeGreaterThan(2);
    // One of them was nudged already: the preview must leave them out, as the send will.
    await api.nudges.$post({ json: { userIds: [listed.items[0]!.id], message: 'Hi' } });

    const message = 'Hi {name}, {quest} is waiting.';
    const preview = await api.nudges.preview.$post({ json: { list, message } });
    expect(preview.status).toBe(200);
    const answer = await preview.json();
    const first = listed.items[1]!;
    // The default holdout: 10% of those it may nudge are held back and sent nothing.
    const eligible = listed.items.length - 1;
    const heldBack = Math.round(eligible / 10);
    expect(answer).toEqual({
      recipients: eligible - heldBack,
      heldBack,
      skipped: 1,
      hasMore: false,
      sample: {
        name: first.name,
        message: `Hi ${first.name.split(' ')[0]}, ${first.currentQuest!.title} is waiting.`,
      },
    });
    const sent = await (await api.nudges.$post({ json: { list, message } })).json();
    expect(sent.sent).toHaveLength(answer.recipients);
    expect(sent.heldBack).toBe(answer.heldBack);
  });

  it('the preview of creators named one by one leaves out staff and the recently nudged', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const maya = await createUser(testApp, { name: 'Maya Rivera' });
    const ada = await createUser(testApp, { name: 'Ada Byron' });
    const api = apiAs(testApp, staff.cookie).admin.insights;
    await api.nudges.$post({ json: { userIds: [ada.id], message: 'Hi' } });
    const userIds = [maya.id, ada.id, staff.id];
    const answer = await (
      await api.nudges.preview.$post({ json: { userIds, message: 'Hello {name}!' } })
    ).json();
    expect(answer).toEqual({
      recipients: 1,
      heldBack: 0,
      skipped: 2,
      hasMore: false,
      sample: { name: 'Maya Rivera', message: 'Hello Maya!' },
    });
    const sent = await (await api.nudges.$post({ json: { userIds, message: 'Hello' } })).json();
    expect(sent.sent.map((entry) => entry.id)).toEqual([maya.id]);
    expect(
      (await api.nudges.preview.$post({ json: { userIds: [maya.id], message: ' ' } })).status,
    ).toBe(422);
  });
});
