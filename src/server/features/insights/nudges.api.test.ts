import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { nudge } from '#server/db/schema/insights.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import { createTestApp, TEST_APP_URL } from '#testing/test-app.ts';
import type { NudgeInput } from '#shared/schemas/insights.ts';

const DAY = 86_400_000;
const message = 'Hi {name}, "{quest}" is waiting for you.';

async function nudgeApp() {
  let now = new Date('2026-11-25T10:00:00Z');
  const testApp = await createTestApp({}, { clock: () => now });
  const staff = await createStaff(testApp, { name: 'Sam Staff' });
  return { testApp, staff, travel: (days: number) => (now = new Date(now.getTime() + days * DAY)) };
}

describe('nudges', { timeout: 60_000 }, () => {
  it('reach the bell and the inbox with the name and current quest filled in, and are audited', async () => {
    const { testApp, staff } = await nudgeApp();
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    expect(
      (await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'My story')).status,
    ).toBe(200);
    const response = await apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
      json: { userIds: [creator.id], message },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sent: [{ id: creator.id, name: 'Maya Rivera' }],
      heldBack: 0,
      skipped: [],
      hasMore: false,
    });

    const bell = await (await apiAs(testApp, creator.cookie).notifications.$get()).json();
    const [latest] = bell.notifications;
    expect(latest).toMatchObject({
      kind: 'staff-nudge',
      title: 'A note from the Emberpath team',
      body: 'Hi Maya, "Audience Discovery Worksheet" is waiting for you.',
      // The dashboard, where a creator back after days away is welcomed.
      actionPath: '/',
    });
    const emails = await testApp.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.kind, 'staff-nudge'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe(creator.email.toLowerCase());
    expect(emails[0]!.text).toContain(
      'Hi Maya, "Audience Discovery Worksheet" is waiting for you.',
    );
    expect(emails[0]!.text).toContain('unsubscribe');
    const audit = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'creator.nudge'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        targetType: 'creator',
        targetId: creator.id,
        after: expect.objectContaining({
          message: 'Hi Maya, "Audience Discovery Worksheet" is waiting for you.',
          isEmailed: true,
        }),
      }),
    ]);
  });

  it('send one of 20 parallel nudges to one creator, and one a week after (the lock is proven on PostgreSQL)', async () => {
    const { testApp, staff, travel } = await nudgeApp();
    const creator = await createUser(testApp, { name: 'Ada Byron' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
          json: { userIds: [creator.id], message },
        }),
      ),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(bodies.filter((body) => body.sent.length === 1)).toHaveLength(1);
    const skipped = bodies.flatMap((body) => body.skipped);
    expect(skipped).toHaveLength(19);
    expect(
      skipped.every((entry) => entry.reason === 'nudged-recently' && entry.lastNudgedAt !== null),
    ).toBe(true);
    const count = async () => ({
      nudges: (await testApp.db.select().from(nudge).where(eq(nudge.recipientId, creator.id)))
        .length,
      bell: (
        await testApp.db.select().from(notification).where(eq(notification.recipientId, creator.id))
      ).filter((row) => row.kind === 'staff-nudge').length,
      emails: (
        await testApp.db.select().from(outboxEmail).where(eq(outboxEmail.kind, 'staff-nudge'))
      ).length,
      audit: (
        await testApp.db.select().from(auditEvent).where(eq(auditEvent.action, 'creator.nudge'))
      ).length,
    });
    expect(await count()).toEqual({ nudges: 1, bell: 1, emails: 1, audit: 1 });

    travel(6.9);
    const tooSoon = await apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
      json: { userIds: [creator.id], message },
    });
    expect((await tooSoon.json()).skipped).toHaveLength(1);
    travel(0.2);
    const weekLater = await apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
      json: { userIds: [creator.id], message },
    });
    expect((await weekLater.json()).sent).toHaveLength(1);
    expect(await count()).toEqual({ nudges: 2, bell: 2, emails: 2, audit: 2 });
  });

  it('respect email opt-outs, skip staff and unknown ids, and say who was skipped and why', async () => {
    const { testApp, staff } = await nudgeApp();
    const quiet = await createUser(testApp, { name: 'Bea Quinn' });
    const optedOut = await createUser(testApp, { name: 'Cleo Park' });
    const changed = await apiAs(testApp, optedOut.cookie)['email-preferences'].$put({
      json: { kind: 'staff-nudge', isEnabled: false },
    });
    expect(changed.status).toBe(200);
    await apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
      json: { userIds: [quiet.id], message },
    });

    const response = await apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
      json: {
        userIds: [quiet.id, optedOut.id, staff.id, 'no-such-creator', optedOut.id],
        message: 'Hello {name}',
      },
    });
    const body = await response.json();
    expect(body.sent).toEqual([{ id: optedOut.id, name: 'Cleo Park' }]);
    expect(body.skipped.map((entry) => [entry.id, entry.reason])).toEqual([
      [quiet.id, 'nudged-recently'],
      [staff.id, 'not-a-creator'],
      ['no-such-creator', 'not-a-creator'],
    ]);
    const bell = await (await apiAs(testApp, optedOut.cookie).notifications.$get()).json();
    expect(bell.notifications.map((item) => item.body)).toContain('Hello Cleo');
    const emails = await testApp.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.kind, 'staff-nudge'));
    expect(emails.map((email) => email.to)).toEqual([quiet.email.toLowerCase()]);
    const audit = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.targetId, optedOut.id));
    expect(audit.find((row) => row.action === 'creator.nudge')?.after).toMatchObject({
      isEmailed: false,
    });
  });

  it('refuse empty, long and oversized requests with clear words', async () => {
    const { testApp, staff } = await nudgeApp();
    const send = (json: NudgeInput) =>
      apiAs(testApp, staff.cookie).admin.insights.nudges.$post({ json });
    expect((await send({ userIds: [], message })).status).toBe(422);
    expect((await send({ userIds: ['a'], message: '   ' })).status).toBe(422);
    expect((await send({ userIds: ['a'], message: 'x'.repeat(501) })).status).toBe(422);
    expect(
      (await send({ userIds: Array.from({ length: 501 }, (_, index) => `id-${index}`), message }))
        .status,
    ).toBe(422);
    // Creators or a list, not both, not neither; a quest only for the list of those sitting on one.
    const list = { kind: 'stuck-on-quest' } as const;
    expect((await send({ userIds: ['a'], list, message })).status).toBe(422);
    expect((await send({ message })).status).toBe(422);
    expect((await send({ list: { kind: 'sitting-on-quest' }, message })).status).toBe(422);
    expect((await send({ list: { ...list, questId: 'r1-q1' }, message })).status).toBe(422);
  });

  it('carry links to the app only: an outside one is refused in words, and nothing is sent', async () => {
    const { testApp, staff } = await nudgeApp();
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    const send = (words: string) =>
      apiAs(testApp, staff.cookie).admin.insights.nudges.$post({
        json: { userIds: [creator.id], message: words },
      });
    const outside = await send('Hi {name}, your prize: https://evil.example/claim');
    expect(outside.status).toBe(422);
    const expected =
      'Links in a nudge may only lead to Emberpath (http://localhost:3000). Please remove https://evil.example/claim.';
    expect(await outside.json()).toMatchObject({
      error: { message: expected, problems: [{ path: 'message', message: expected }] },
    });
    expect(await testApp.db.select().from(nudge)).toEqual([]);
    expect(
      await testApp.db.select().from(outboxEmail).where(eq(outboxEmail.kind, 'staff-nudge')),
    ).toEqual([]);

    const own = await send(`Hi {name}, pick up here: ${TEST_APP_URL}/quests`);
    expect((await own.json()).sent).toEqual([{ id: creator.id, name: 'Maya Rivera' }]);
  });
});
