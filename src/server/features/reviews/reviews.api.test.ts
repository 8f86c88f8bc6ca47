import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification } from '#server/db/schema/notifications.ts';
import { webhookDelivery } from '#server/db/schema/integrations.ts';
import { answerReview } from '#server/db/schema/reviews.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  FINAL_TASK_ID,
  readQueue,
  reviewsAs,
  sendReview,
  submitForReview,
  waitingRequestOf,
} from '#testing/review-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const HOUR = 60 * 60 * 1000;

describe('the review queue', () => {
  it('stores one review of twenty sent at once, with one notification, email and webhook', async () => {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const admin = await createStaff(testApp);
    const added = await apiAs(testApp, admin.cookie).admin.webhooks.$post({
      json: {
        url: 'http://127.0.0.1:9/hook',
        eventTypes: ['answer.submitted_for_review', 'answer.reviewed'],
        includesAnswers: false,
      },
    });
    expect(added.status).toBe(201);
    const coach = await createStaff(testApp, { roles: ['coach'], name: 'Coach Ines' });
    const creator = await createUser(testApp, { name: 'Maya Rivera' });
    await submitForReview(testApp, creator.cookie);
    const item = await waitingRequestOf(testApp, coach.cookie, creator.id);
    expect(item).toMatchObject({
      quest: { id: FINAL_TASK_ID, isFinal: true },
      realm: { id: 1 },
      version: 1,
      creator: { id: creator.id, name: 'Maya Rivera' },
      claim: null,
      hasMyDraft: false,
    });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendReview(testApp, coach.cookie, item.id)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(await refused.json()).toMatchObject({ error: { title: 'Already Reviewed' } });
    }
    const sent = await testApp.db
      .select()
      .from(answerReview)
      .where(eq(answerReview.userId, creator.id));
    expect(sent).toHaveLength(1);
    const bells = await testApp.db
      .select()
      .from(notification)
      .where(and(eq(notification.recipientId, creator.id), eq(notification.kind, 'feedback')));
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({
      title: 'Coach Ines left feedback on Ember Ignition',
      actionPath: `/quests?quest=${FINAL_TASK_ID}#feedback`,
    });
    const deliveries = await testApp.db
      .select({ type: webhookDelivery.eventType })
      .from(webhookDelivery);
    expect(deliveries.map((row) => row.type).sort()).toEqual([
      'answer.reviewed',
      'answer.submitted_for_review',
    ]);
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter((email) => email.subject.includes('feedback')).map((email) => email.to),
    ).toEqual([creator.email.toLowerCase()]);
    expect((await readQueue(testApp, coach.cookie)).items).toEqual([]);
  });

  it("keeps a coach's own answer out of their queue and refuses their review of it", async () => {
    const testApp = await createTestApp();
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const other = await createStaff(testApp, { roles: ['coach'] });
    await submitForReview(testApp, coach.cookie);
    expect((await readQueue(testApp, coach.cookie)).total).toBe(0);
    const item = await waitingRequestOf(testApp, other.cookie, coach.id);

    const own = await sendReview(testApp, coach.cookie, item.id);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ error: { title: 'Not Your Own Work' } });
    const claim = await reviewsAs(testApp, coach.cookie).claim.$post({
      param: { requestId: String(item.id) },
    });
    expect(claim.status).toBe(403);
    expect(
      (await reviewsAs(testApp, coach.cookie).$get({ param: { requestId: String(item.id) } }))
        .status,
    ).toBe(403);
  });

  it('holds a claim against another coach for an hour, then lets it lapse', async () => {
    const clock = { now: new Date() };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const first = await createStaff(testApp, { roles: ['coach'], name: 'Coach Ada' });
    const second = await createStaff(testApp, { roles: ['coach'] });
    const creator = await createUser(testApp);
    await submitForReview(testApp, creator.cookie);
    const { id } = await waitingRequestOf(testApp, first.cookie, creator.id);
    const param = { requestId: String(id) };

    const claimed = await reviewsAs(testApp, first.cookie).claim.$post({ param });
    expect(claimed.status).toBe(200);
    expect((await claimed.json()).claim).toMatchObject({ isMine: true, by: { name: 'Coach Ada' } });
    const refused = await reviewsAs(testApp, second.cookie).claim.$post({ param });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { title: 'Claimed by Someone Else' } });
    expect((await sendReview(testApp, second.cookie, id)).status).toBe(409);
    const seen = await waitingRequestOf(testApp, second.cookie, creator.id);
    expect(seen.claim).toMatchObject({ isMine: false, by: { name: 'Coach Ada' } });
    expect((await readQueue(testApp, first.cookie, { mine: 'true' })).total).toBe(1);
    expect((await readQueue(testApp, second.cookie, { mine: 'true' })).total).toBe(0);

    clock.now = new Date(clock.now.getTime() + HOUR + 1000);
    expect((await waitingRequestOf(testApp, second.cookie, creator.id)).claim).toBeNull();
    expect((await reviewsAs(testApp, second.cookie).claim.$post({ param })).status).toBe(200);
    expect((await reviewsAs(testApp, first.cookie).claim.$post({ param })).status).toBe(409);
    // Releasing another's claim changes nothing; one's own frees it.
    await reviewsAs(testApp, first.cookie).claim.$delete({ param });
    expect((await reviewsAs(testApp, first.cookie).claim.$post({ param })).status).toBe(409);
    await reviewsAs(testApp, second.cookie).claim.$delete({ param });
    expect((await reviewsAs(testApp, first.cookie).claim.$post({ param })).status).toBe(200);
  });

  it('bounds the feedback and asks every criterion to be judged', async () => {
    const testApp = await createTestApp();
    const admin = await createStaff(testApp);
    const changed = await apiAs(testApp, admin.cookie).admin.programme.quests[':questId'].$patch({
      param: { questId: FINAL_TASK_ID },
      json: { feedbackCriteria: ['  Names who it is for ', 'Makes a promise'] },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      asksFeedback: true,
      feedbackCriteria: ['Names who it is for', 'Makes a promise'],
    });
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const creator = await createUser(testApp);
    await submitForReview(testApp, creator.cookie);
    const { id } = await waitingRequestOf(testApp, coach.cookie, creator.id);
    const criteria = [true, false];

    const tooLong = await sendReview(testApp, coach.cookie, id, {
      criteria,
      feedback: 'x'.repeat(2001),
    });
    expect(tooLong.status).toBe(422);
    const nul = await sendReview(testApp, coach.cookie, id, { criteria, feedback: 'Good\u0000' });
    expect(nul.status).toBe(422);
    const blank = await sendReview(testApp, coach.cookie, id, { criteria, feedback: '   ' });
    expect(blank.status).toBe(422);
    const short = await sendReview(testApp, coach.cookie, id, { criteria: [true] });
    expect(short.status).toBe(422);

    const draft = await reviewsAs(testApp, coach.cookie).draft.$put({
      param: { requestId: String(id) },
      json: { criteria: [true, null], feedback: 'So far so good', verdict: null },
    });
    expect(draft.status).toBe(200);
    const detail = await (
      await reviewsAs(testApp, coach.cookie).$get({ param: { requestId: String(id) } })
    ).json();
    expect(detail).toMatchObject({
      quest: { criteria: ['Names who it is for', 'Makes a promise'] },
      answer: { content: 'My ember' },
      myDraft: {
        criteria: [
          { criterion: 'Names who it is for', met: true },
          { criterion: 'Makes a promise', met: null },
        ],
        feedback: 'So far so good',
      },
    });
    expect((await waitingRequestOf(testApp, coach.cookie, creator.id)).hasMyDraft).toBe(true);

    const sent = await sendReview(testApp, coach.cookie, id, { criteria, verdict: 'another_pass' });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({
      verdict: 'another_pass',
      criteria: [
        { criterion: 'Names who it is for', met: true },
        { criterion: 'Makes a promise', met: false },
      ],
    });
  });

  it('refuses the queue to creators', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    expect((await apiAs(testApp, creator.cookie).admin.reviews.$get({ query: {} })).status).toBe(
      403,
    );
  });
});
