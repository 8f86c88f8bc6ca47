import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { nudge, nudgeBatch, nudgeBatchMember } from '#server/db/schema/insights.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const DAY = 86_400_000;
const list = { kind: 'new-and-quiet' } as const;

/**
 * `count` creators new and quiet: signed up now (sign-ups are stamped by the real clock) and
 * silent since, with the app's clock moved 4 days on.
 */
async function quietCreators(count: number) {
  let now = new Date();
  const testApp = await createTestApp({}, { clock: () => now });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  const creators = [];
  for (let index = 0; index < count; index += 1)
    creators.push(await createUser(testApp, { name: `Creator ${index}` }));
  now = new Date(now.getTime() + 4 * DAY);
  return {
    testApp,
    staff,
    creators,
    api: apiAs(testApp, staff.cookie).admin.insights,
    travel: (days: number) => (now = new Date(now.getTime() + days * DAY)),
  };
}

/** What reached these creators: nudges recorded, bell notifications, nudge emails queued. */
async function whatReached(testApp: TestApp, userIds: string[], emails: string[]) {
  const ids = userIds.length > 0 ? userIds : ['none'];
  const [nudges, bell, inbox] = await Promise.all([
    testApp.db.select().from(nudge).where(inArray(nudge.recipientId, ids)),
    testApp.db.select().from(notification).where(inArray(notification.recipientId, ids)),
    testApp.db
      .select()
      .from(outboxEmail)
      .where(
        and(
          eq(outboxEmail.kind, 'staff-nudge'),
          inArray(outboxEmail.to, emails.length > 0 ? emails : ['none']),
        ),
      ),
  ]);
  return { nudges: nudges.length, bell: bell.length, emails: inbox.length };
}

describe('a list nudge with a holdout', { timeout: 120_000 }, () => {
  it('holds back round(share × creators), sends them nothing, and records who was which', async () => {
    const { testApp, staff, creators, api } = await quietCreators(12);
    const sent = await api.nudges.$post({
      json: { list, message: 'Hi {name}', holdoutPercent: 25 },
    });
    expect(sent.status).toBe(200);
    const answer = await sent.json();
    expect(answer.heldBack).toBe(3);
    expect(answer.sent).toHaveLength(9);

    const nudgedIds = new Set(answer.sent.map((entry) => entry.id));
    const heldBack = creators.filter((creator) => !nudgedIds.has(creator.id));
    expect(heldBack).toHaveLength(3);
    expect(
      await whatReached(
        testApp,
        heldBack.map((creator) => creator.id),
        heldBack.map((creator) => creator.email),
      ),
    ).toEqual({ nudges: 0, bell: 0, emails: 0 });
    const nudged = creators.filter((creator) => nudgedIds.has(creator.id));
    expect(
      await whatReached(
        testApp,
        nudged.map((creator) => creator.id),
        nudged.map((creator) => creator.email),
      ),
    ).toEqual({ nudges: 9, bell: 9, emails: 9 });

    const [batch] = await testApp.db.select().from(nudgeBatch);
    expect(batch).toMatchObject({
      sentBy: staff.id,
      templateId: null,
      listKind: 'new-and-quiet',
      holdoutPercent: 25,
    });
    const members = await testApp.db.select().from(nudgeBatchMember);
    expect(
      members
        .filter((member) => member.isHeldBack)
        .map((member) => member.userId)
        .sort(),
    ).toEqual(heldBack.map((creator) => creator.id).sort());
    expect(members).toHaveLength(12);
    // Only the nudges sent are in the audit trail as nudges.
    const audited = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'creator.nudge'));
    expect(audited).toHaveLength(9);
  });

  it('records the batch before sending anything', async () => {
    const { testApp, api } = await quietCreators(5);
    // Every bell notification for a nudge must find its creator already recorded as nudged.
    await testApp.db.execute(sql`
      create function pg_temp_require_batch() returns trigger language plpgsql as $$
      begin
        if new.kind = 'staff-nudge' and not exists (
          select 1 from nudge_batch_member m
          where m.user_id = new.recipient_id and not m.is_held_back
        ) then raise exception 'nudge sent before its batch was recorded';
        end if;
        return new;
      end $$`);
    await testApp.db.execute(sql`
      create trigger require_batch before insert on notification
      for each row execute function pg_temp_require_batch()`);
    try {
      const sent = await api.nudges.$post({ json: { list, message: 'Hi', holdoutPercent: 20 } });
      expect(sent.status).toBe(200);
      expect((await sent.json()).sent).toHaveLength(4);
    } finally {
      await testApp.db.execute(sql`drop trigger require_batch on notification`);
      await testApp.db.execute(sql`drop function pg_temp_require_batch()`);
    }
  });

  it('uses the default share when staff give none, and names the template used', async () => {
    const { testApp, api } = await quietCreators(10);
    const template = (await (await api['nudge-templates'].$get()).json()).items[0]!;
    const answer = await (
      await api.nudges.$post({ json: { list, message: 'Hi', templateId: template.id } })
    ).json();
    expect(answer).toMatchObject({ heldBack: 1 });
    expect(answer.sent).toHaveLength(9);
    const [batch] = await testApp.db.select().from(nudgeBatch);
    expect(batch).toMatchObject({
      templateId: template.id,
      templateLabel: template.label,
      holdoutPercent: 10,
    });
    const unknown = await api.nudges.$post({
      json: { list, message: 'Hi', templateId: 999_999 },
    });
    expect(unknown.status).toBe(422);
  });

  it('never holds back a nudge to creators named, and refuses a share for one', async () => {
    const { testApp, creators, api } = await quietCreators(20);
    const userIds = creators.map((creator) => creator.id);
    const answer = await (await api.nudges.$post({ json: { userIds, message: 'Hi' } })).json();
    expect(answer.sent).toHaveLength(20);
    expect(answer.heldBack).toBe(0);
    expect(await testApp.db.select().from(nudgeBatch)).toEqual([]);
    const withShare = await api.nudges.$post({
      json: { userIds, message: 'Hi', holdoutPercent: 10 },
    });
    expect(withShare.status).toBe(422);
  });

  it('refuses a share outside 0–50% or not whole', async () => {
    const { api } = await quietCreators(0);
    for (const holdoutPercent of [-1, 51, 12.5]) {
      const response = await api.nudges.$post({ json: { list, message: 'Hi', holdoutPercent } });
      expect(response.status, String(holdoutPercent)).toBe(422);
    }
  });

  it('keeps the held back out of the next list nudge for 7 days, without calling them nudged', async () => {
    const { creators, api, travel } = await quietCreators(6);
    const first = await (
      await api.nudges.$post({ json: { list, message: 'Hi', holdoutPercent: 50 } })
    ).json();
    const nudgedIds = new Set(first.sent.map((entry) => entry.id));
    const heldBackIds = creators.map((c) => c.id).filter((id) => !nudgedIds.has(id));
    expect(heldBackIds).toHaveLength(3);

    travel(3);
    const again = await (
      await api.nudges.$post({ json: { list, message: 'Hi again', holdoutPercent: 0 } })
    ).json();
    expect(again.sent).toEqual([]);
    expect(
      again.skipped
        .filter((entry) => entry.reason === 'held-back-recently')
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(heldBackIds.sort());
    expect(
      again.skipped.every((entry) =>
        entry.reason === 'held-back-recently'
          ? entry.lastNudgedAt === null
          : entry.lastNudgedAt !== null,
      ),
    ).toBe(true);
    // The list staff read says the held back were never nudged.
    const rows = (
      await (
        await api['at-risk'][':kind'].$get({ param: { kind: 'new-and-quiet' }, query: {} })
      ).json()
    ).items;
    for (const row of rows)
      expect(row.lastNudgedAt === null, row.id).toBe(heldBackIds.includes(row.id));
  });
});
