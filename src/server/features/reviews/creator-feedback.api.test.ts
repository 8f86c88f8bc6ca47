import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { claimKit, readProgress } from '#testing/journey-helpers.ts';
import {
  FINAL_TASK_ID,
  readQueue,
  reviewsAs,
  sendReview,
  submitForReview,
  waitingRequestOf,
} from '#testing/review-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

function revise(
  testApp: Awaited<ReturnType<typeof createTestApp>>,
  cookie: string,
  content: string,
) {
  return apiAs(testApp, cookie).quests[':questId'].revision.$post({
    param: { questId: FINAL_TASK_ID },
    json: { content },
  });
}

describe("a creator's feedback", () => {
  it('is theirs alone: another creator reads none of it', async () => {
    const testApp = await createTestApp();
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const maya = await createUser(testApp);
    const noor = await createUser(testApp);
    await submitForReview(testApp, maya.cookie, 'Maya’s ember');
    const { id } = await waitingRequestOf(testApp, coach.cookie, maya.id);
    expect((await sendReview(testApp, coach.cookie, id, { feedback: 'For Maya' })).status).toBe(
      201,
    );

    const mine = await (await apiAs(testApp, maya.cookie).feedback.$get()).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        questId: FINAL_TASK_ID,
        realmId: 1,
        version: 1,
        canRevise: false,
        waitingForReview: false,
        review: expect.objectContaining({ feedback: 'For Maya', verdict: 'great_work' }),
      }),
    ]);
    const theirs = await (await apiAs(testApp, noor.cookie).feedback.$get()).json();
    expect(theirs).toEqual({ items: [], waiting: [] });
    const another = await apiAs(testApp, noor.cookie).quests[':questId'].feedback.$get({
      param: { questId: FINAL_TASK_ID },
    });
    expect(another.status).toBe(404);
    expect(
      (
        await apiAs(testApp, noor.cookie).quests[':questId'].revision.$post({
          param: { questId: FINAL_TASK_ID },
          json: { content: 'Not mine' },
        })
      ).status,
    ).toBe(404);
  });

  it('lets the creator revise after another pass, keeps the history, and refuses a review of the old version', async () => {
    const testApp = await createTestApp();
    const coach = await createStaff(testApp, { roles: ['coach'], name: 'Coach Ines' });
    const creator = await createUser(testApp);
    await submitForReview(testApp, creator.cookie, 'First try');

    expect((await revise(testApp, creator.cookie, 'Too soon')).status).toBe(409);
    const waiting = await (await apiAs(testApp, creator.cookie).feedback.$get()).json();
    expect(waiting.waiting).toEqual([
      expect.objectContaining({ questId: FINAL_TASK_ID, version: 1 }),
    ]);
    const first = await waitingRequestOf(testApp, coach.cookie, creator.id);
    expect(
      (await sendReview(testApp, coach.cookie, first.id, { verdict: 'another_pass' })).status,
    ).toBe(201);

    const revisions = await Promise.all(
      Array.from({ length: 20 }, (_, index) => revise(testApp, creator.cookie, `Try ${index}`)),
    );
    expect(revisions.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const refused = revisions.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { title: 'Nothing to Revise' } });
    const second = await waitingRequestOf(testApp, coach.cookie, creator.id);
    expect(second.version).toBe(2);

    const stale = await sendReview(testApp, coach.cookie, second.id, { version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: {
        title: 'Answer Revised',
        message: 'The creator revised this answer since you opened it. Read the new version first.',
      },
    });
    const detail = await (
      await reviewsAs(testApp, coach.cookie).$get({ param: { requestId: String(second.id) } })
    ).json();
    expect(detail).toMatchObject({ version: 2, currentVersion: 2 });
    expect(detail.history).toEqual([
      expect.objectContaining({
        version: 1,
        content: 'First try',
        review: expect.objectContaining({ verdict: 'another_pass' }),
      }),
    ]);
    expect((await sendReview(testApp, coach.cookie, second.id, { version: 2 })).status).toBe(201);

    const feedback = await apiAs(testApp, creator.cookie).quests[':questId'].feedback.$get({
      param: { questId: FINAL_TASK_ID },
    });
    expect(feedback.status).toBe(200);
    const body = await feedback.json();
    expect(body).toMatchObject({ currentVersion: 2, canRevise: false });
    expect(body.history.map((version) => [version.version, version.review?.verdict])).toEqual([
      [2, 'great_work'],
      [1, 'another_pass'],
    ]);
    expect(body.history[1]!.content).toBe('First try');
    expect((await readQueue(testApp, coach.cookie)).total).toBe(0);
  });

  it('never holds the journey back: the realm completes whatever the review says', async () => {
    const testApp = await createTestApp();
    const coach = await createStaff(testApp, { roles: ['coach'] });
    const creator = await createUser(testApp);
    await submitForReview(testApp, creator.cookie);
    // Waiting for a coach: the realm completes.
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    const { id } = await waitingRequestOf(testApp, coach.cookie, creator.id);
    expect((await sendReview(testApp, coach.cookie, id, { verdict: 'another_pass' })).status).toBe(
      201,
    );
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.realms[0]).toMatchObject({ completed: true });
    expect(progress.realms[1]).toMatchObject({ unlocked: true });
  });
});
