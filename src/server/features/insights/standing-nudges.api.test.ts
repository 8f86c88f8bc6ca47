import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { nudgeBatch, nudgeBatchMember } from '#server/db/schema/insights.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { createCountedViews } from './counted-views.ts';
import { createStandingNudgeJob } from './standing-nudge-job.ts';

const DAY = 86_400_000;

describe('standing nudges', { timeout: 120_000 }, () => {
  it('nudge creators newly on the list once a day, with the holdout, until stopped', async () => {
    // The standing nudge is set a day before the creators sign up (at the real time).
    const signUpAt = new Date();
    let now = new Date(signUpAt.getTime() - DAY);
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const api = apiAs(testApp, staff.cookie).admin.insights;
    const set = await api['standing-nudges'].$post({
      json: { list: { kind: 'new-and-quiet' }, message: 'Hi {name}', holdoutPercent: 20 },
    });
    expect(set.status).toBe(201);
    const standing = await set.json();
    expect(standing).toMatchObject({ holdoutPercent: 20, createdByEmail: staff.email });
    expect((await (await api['standing-nudges'].$get()).json()).items).toHaveLength(1);

    const creators = [];
    for (let index = 0; index < 10; index += 1)
      creators.push(await createUser(testApp, { name: `Creator ${index}` }));
    const job = createStandingNudgeJob({
      db: testApp.db,
      curriculum: testApp.curriculum,
      outbox: testApp.outbox,
      appUrl: testApp.config.appUrl,
      views: createCountedViews({ db: testApp.db, curriculum: testApp.curriculum }),
    });

    now = new Date(signUpAt.getTime() + 4 * DAY);
    // Two servers at once: one run.
    const runs = await Promise.all([job.runDue(now), job.runDue(now)]);
    expect(runs.map((run) => run.runs).sort()).toEqual([0, 1]);
    const batches = await testApp.db.select().from(nudgeBatch);
    expect(batches).toEqual([
      expect.objectContaining({ standingNudgeId: standing.id, holdoutPercent: 20 }),
    ]);
    const members = await testApp.db.select().from(nudgeBatchMember);
    expect(members).toHaveLength(10);
    expect(members.filter((member) => member.isHeldBack)).toHaveLength(2);
    const audited = await testApp.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'creator.nudge'));
    expect(audited).toHaveLength(8);
    expect(audited[0]!.actorEmail).toBe(`${staff.email} (standing nudge ${standing.id})`);

    // Within the day: not again. The next day: no one new on the list, so no batch.
    expect(await job.runDue(new Date(now.getTime() + 3_600_000))).toEqual({ runs: 0 });
    now = new Date(now.getTime() + DAY);
    expect(await job.runDue(now)).toEqual({ runs: 1 });
    expect(await testApp.db.select().from(nudgeBatch)).toHaveLength(1);

    const param = { standingNudgeId: String(standing.id) };
    expect((await api['standing-nudges'][':standingNudgeId'].stop.$post({ param })).status).toBe(
      204,
    );
    expect((await api['standing-nudges'][':standingNudgeId'].stop.$post({ param })).status).toBe(
      404,
    );
    expect((await (await api['standing-nudges'].$get()).json()).items).toEqual([]);
    now = new Date(now.getTime() + 2 * DAY);
    expect(await job.runDue(now)).toEqual({ runs: 0 });
    const actions = (
      await testApp.db
        .select({ action: auditEvent.action })
        .from(auditEvent)
        .where(eq(auditEvent.targetType, 'standing-nudge'))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(['standing-nudge.create', 'standing-nudge.stop']);
  });

  it('refuse bad input with a 4xx', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const api = apiAs(testApp, staff.cookie).admin.insights;
    for (const json of [
      { list: { kind: 'new-and-quiet' }, message: '' },
      { list: { kind: 'new-and-quiet' }, message: 'x'.repeat(501) },
      { list: { kind: 'new-and-quiet' }, message: 'Hi', holdoutPercent: 60 },
      { list: { kind: 'sitting-on-quest' }, message: 'Hi' },
      { list: { kind: 'new-and-quiet' }, message: 'See www.evil.example' },
      { list: { kind: 'new-and-quiet' }, message: 'Hi', templateId: 999_999 },
    ]) {
      const response = await api['standing-nudges'].$post({
        json: json as { list: { kind: 'new-and-quiet' }; message: string },
      });
      expect(response.status, JSON.stringify(json)).toBe(422);
    }
    const stop = await api['standing-nudges'][':standingNudgeId'].stop.$post({
      param: { standingNudgeId: '12345' },
    });
    expect(stop.status).toBe(404);
  });
});
