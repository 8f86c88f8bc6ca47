import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { realmCompletion } from '#server/db/schema/journey.ts';
import { answerReview, reviewRequest } from '#server/db/schema/reviews.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { insightFilterCases } from '#testing/insights-oracle.ts';
import { bruteReviews, loadRawReviews } from '#testing/insights-oracle-reviews.ts';
import { seedProgramme } from '#testing/insights-seed.ts';
import { seedReviews } from '#testing/review-insights-seed.ts';
import { createTestApp } from '#testing/test-app.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const at = (instant: string) => new Date(instant);

/** The realms whose final task asks for feedback, each with the realm after it. */
const PAIRS = [
  { realmId: 1, nextRealmId: 2 },
  { realmId: 2, nextRealmId: 3 },
];

async function addCreator(db: Database, id: string, signedUpAt: string) {
  await db.insert(user).values({
    id,
    name: `Creator ${id}`,
    email: `${id}@example.test`,
    createdAt: at(signedUpAt),
    emailSince: at(signedUpAt),
  });
}

async function addRequest(
  db: Database,
  input: { userId: string; realmId: number; version?: number; submittedAt: string },
  review?: { coachId: string; sentAt: string; status?: 'sent' | 'draft' },
) {
  const questId = `r${input.realmId}-final-${input.realmId === 1 ? 'ember-ignition' : 'structure-key'}`;
  const version = input.version ?? 1;
  const isSent = review && review.status !== 'draft';
  const [request] = await db
    .insert(reviewRequest)
    .values({
      userId: input.userId,
      questId,
      realmId: input.realmId,
      version,
      submittedAt: at(input.submittedAt),
      creatorJoinedAt: sql`(select created_at from "user" where id = ${input.userId})`,
      reviewedAt: isSent ? at(review.sentAt) : null,
    })
    .returning({ id: reviewRequest.id });
  if (review)
    await db.insert(answerReview).values({
      requestId: request!.id,
      userId: input.userId,
      questId,
      version,
      reviewerId: review.coachId,
      status: isSent ? 'sent' : 'draft',
      verdict: isSent ? 'great_work' : null,
      feedback: 'Clear and specific.',
      createdAt: at(review.sentAt),
      updatedAt: at(review.sentAt),
      sentAt: isSent ? at(review.sentAt) : null,
    });
}

const completed = (db: Database, userId: string, realmId: number) =>
  db.insert(realmCompletion).values({ userId, realmId, completedAt: at('2026-11-24T00:00:00Z') });

/**
 * Six creators and a coach, each answer placed by hand:
 * A (1 Nov): realm 1 reviewed after 4 h; completed realm 2.
 * B (2 Nov): realm 1 reviewed after 24 h; not further.
 * C (15 Oct): realm 1 waiting since 20 Nov; completed realm 2 anyway (feedback never blocks).
 * D (3 Nov): realm 1 waiting since 24 Nov, a coach's draft on it (not feedback).
 * E (5 Nov): realm 1 version 1 reviewed after 2 h ('another pass'), version 2 waiting since
 *   9 Nov 09:00 (the oldest); realm 2 reviewed after 10 h; completed realm 2, not realm 3.
 * F (6 Nov): never asked.
 * The coach's own answer waits too: the queue holds it, the insights (creators only) do not.
 */
async function handPlacedQueue() {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const coach = await createStaff(testApp, { name: 'Casey Coach', roles: ['coach'] });
  const db = testApp.db;
  await addCreator(db, 'a', '2026-11-01T10:00:00Z');
  await addCreator(db, 'b', '2026-11-02T10:00:00Z');
  await addCreator(db, 'c', '2026-10-15T10:00:00Z');
  await addCreator(db, 'd', '2026-11-03T10:00:00Z');
  await addCreator(db, 'e', '2026-11-05T10:00:00Z');
  await addCreator(db, 'f', '2026-11-06T10:00:00Z');
  const by = (sentAt: string, status?: 'draft') => ({ coachId: coach.id, sentAt, status });
  await addRequest(
    db,
    { userId: 'a', realmId: 1, submittedAt: '2026-11-10T10:00:00Z' },
    by('2026-11-10T14:00:00Z'),
  );
  await addRequest(
    db,
    { userId: 'b', realmId: 1, submittedAt: '2026-11-11T00:00:00Z' },
    by('2026-11-12T00:00:00Z'),
  );
  await addRequest(db, { userId: 'c', realmId: 1, submittedAt: '2026-11-20T12:00:00Z' });
  await addRequest(
    db,
    { userId: 'd', realmId: 1, submittedAt: '2026-11-24T15:30:00Z' },
    by('2026-11-25T09:00:00Z', 'draft'),
  );
  await addRequest(
    db,
    { userId: 'e', realmId: 1, submittedAt: '2026-11-08T07:00:00Z' },
    by('2026-11-08T09:00:00Z'),
  );
  await addRequest(db, {
    userId: 'e',
    realmId: 1,
    version: 2,
    submittedAt: '2026-11-09T09:00:00Z',
  });
  await addRequest(
    db,
    { userId: 'e', realmId: 2, submittedAt: '2026-11-22T08:00:00Z' },
    by('2026-11-22T18:00:00Z'),
  );
  await addRequest(db, { userId: coach.id, realmId: 1, submittedAt: '2026-11-23T08:00:00Z' });
  await completed(db, 'a', 1);
  await completed(db, 'a', 2);
  await completed(db, 'c', 1);
  await completed(db, 'c', 2);
  await completed(db, 'e', 1);
  await completed(db, 'e', 2);
  return { testApp, api: apiAs(testApp, coach.cookie).admin.insights };
}

const group = (creators: number, completedNext: number) => ({
  creators,
  completedNext,
  share: creators === 0 ? null : completedNext / creators,
});

describe('feedback on answers in the insights', { timeout: 120_000 }, () => {
  it('counts the queue, the time to feedback, who had it and the next realm, by hand', async () => {
    const { api } = await handPlacedQueue();
    const everyone = await api.reviews.$get({ query: {} });
    expect(everyone.status).toBe(200);
    const body = await everyone.json();
    expect(body.countedAt).toBe(NOW.toISOString());
    expect(body.queue).toEqual({ waiting: 3, oldestSubmittedAt: '2026-11-09T09:00:00.000Z' });
    // 2 h, 4 h, 10 h, 24 h: the median is between 4 and 10.
    expect(body.feedback).toEqual({ reviewsSent: 4, medianHoursToFeedback: 7 });
    expect(body.creators).toEqual({
      creators: 6,
      askedForFeedback: 5,
      hadFeedback: 3,
      share: 0.6,
    });
    expect(body.nextRealm).toEqual([
      {
        realm: { id: 1, title: 'Ideation' },
        nextRealm: { id: 2, title: 'Structure' },
        withFeedback: group(3, 2),
        withoutFeedback: group(2, 1),
      },
      {
        realm: { id: 2, title: 'Structure' },
        nextRealm: { id: 3, title: 'Implementation' },
        withFeedback: group(1, 0),
        withoutFeedback: group(0, 0),
      },
    ]);

    // November's sign-ups: C (October) leaves.
    const november = await (await api.reviews.$get({ query: { cohort: 'month:2026-11' } })).json();
    expect(november.queue).toEqual({ waiting: 2, oldestSubmittedAt: '2026-11-09T09:00:00.000Z' });
    expect(november.feedback).toEqual({ reviewsSent: 4, medianHoursToFeedback: 7 });
    expect(november.creators).toEqual({
      creators: 5,
      askedForFeedback: 4,
      hadFeedback: 3,
      share: 0.75,
    });
    expect(november.nextRealm.map((row) => [row.withFeedback, row.withoutFeedback])).toEqual([
      [group(3, 2), group(1, 0)],
      [group(1, 0), group(0, 0)],
    ]);

    // Only B: one review of 24 hours, nothing waiting.
    const secondOfNovember = await (
      await api.reviews.$get({ query: { from: '2026-11-02', to: '2026-11-02' } })
    ).json();
    expect(secondOfNovember.queue).toEqual({ waiting: 0, oldestSubmittedAt: null });
    expect(secondOfNovember.feedback).toEqual({ reviewsSent: 1, medianHoursToFeedback: 24 });
  });

  it('exports the next-realm table as CSV, a row per realm', async () => {
    const { api } = await handPlacedQueue();
    const response = await api.reviews['export.csv'].$get({ query: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect((await response.text()).split('\r\n').filter(Boolean)).toEqual([
      'Realm,Next realm,Creators with feedback,With feedback: completed the next realm,With feedback: completed (%),Creators without feedback,Without feedback: completed the next realm,Without feedback: completed (%)',
      '1: Ideation,2: Structure,3,2,66.7,2,1,50',
      '2: Structure,3: Implementation,1,0,0,0,0,',
    ]);
  });

  it('agrees with a brute-force recount over a seeded programme under every filter', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const coach = await createStaff(testApp, { name: 'Casey Coach', roles: ['coach'] });
    await seedProgramme(testApp.db, { now: NOW, count: 90, seed: 31 });
    await seedReviews(testApp.db, { now: NOW, seed: 31, coachId: coach.id });
    const raw = await loadRawReviews(testApp.db);
    const api = apiAs(testApp, coach.cookie).admin.insights;
    for (const { query, window } of insightFilterCases) {
      const body = await (await api.reviews.$get({ query })).json();
      const expected = bruteReviews(raw, window, PAIRS);
      const label = JSON.stringify(query);
      expect(
        {
          ...body.queue,
          oldestSubmittedAt:
            body.queue.oldestSubmittedAt && Date.parse(body.queue.oldestSubmittedAt),
        },
        label,
      ).toEqual(expected.queue);
      expect(body.feedback.reviewsSent, label).toBe(expected.feedback.reviewsSent);
      if (expected.feedback.medianHoursToFeedback === null)
        expect(body.feedback.medianHoursToFeedback, label).toBeNull();
      else
        expect(body.feedback.medianHoursToFeedback, label).toBeCloseTo(
          expected.feedback.medianHoursToFeedback,
          6,
        );
      expect(body.creators, label).toEqual(expected.creators);
      expect(
        body.nextRealm.map((row) => ({
          realmId: row.realm.id,
          nextRealmId: row.nextRealm.id,
          withFeedback: row.withFeedback,
          withoutFeedback: row.withoutFeedback,
        })),
        label,
      ).toEqual(expected.nextRealm);
    }
    // Not vacuous: every shape is there for everyone.
    const everyone = bruteReviews(raw, { from: null, to: null }, PAIRS);
    expect(everyone.queue.waiting).toBeGreaterThan(2);
    expect(everyone.feedback.reviewsSent).toBeGreaterThan(5);
    expect(everyone.creators.hadFeedback).toBeLessThan(everyone.creators.askedForFeedback);
    for (const row of everyone.nextRealm.slice(0, 1)) {
      expect(row.withFeedback.creators).toBeGreaterThan(0);
      expect(row.withoutFeedback.creators).toBeGreaterThan(0);
      expect(row.withFeedback.completedNext).toBeGreaterThan(0);
    }
  });

  it('is for staff who may read insights: 403 to a fulfilment role', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const fulfilment = await createStaff(testApp, { name: 'Fran', roles: ['fulfilment'] });
    const response = await apiAs(testApp, fulfilment.cookie).admin.insights.reviews.$get({
      query: {},
    });
    expect(response.status).toBe(403);
  });
});
