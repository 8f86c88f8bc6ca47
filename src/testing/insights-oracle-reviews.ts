import type { Database } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { realmCompletion } from '#server/db/schema/journey.ts';
import { answerReview, reviewRequest } from '#server/db/schema/reviews.ts';
import { median, type Window } from './insights-oracle.ts';

// Feedback on answers recomputed by brute force from the raw rows, with plain loops,
// independent of the SQL the server runs.

export async function loadRawReviews(db: Database) {
  const [users, requests, reviews, completions] = await Promise.all([
    db.select().from(user),
    db.select().from(reviewRequest),
    db.select().from(answerReview),
    db.select().from(realmCompletion),
  ]);
  return { users, requests, reviews, completions };
}

export type RawReviews = Awaited<ReturnType<typeof loadRawReviews>>;

const HOUR = 3_600_000;

const isIn = (window: Window, at: Date) =>
  (!window.from || at >= window.from) && (!window.to || at < window.to);

/** The figures of GET /api/admin/insights/reviews for realms `pairs` (realm → the next). */
export function bruteReviews(
  raw: RawReviews,
  window: Window,
  pairs: { realmId: number; nextRealmId: number }[],
) {
  const creators = raw.users.filter(
    (account) => account.role === 'creator' && isIn(window, account.createdAt),
  );
  const creatorIds = new Set(creators.map((account) => account.id));
  const requests = raw.requests.filter((request) => creatorIds.has(request.userId));
  const sent = raw.reviews.filter((review) => review.status === 'sent');
  const sentByRequest = new Map(sent.map((review) => [review.requestId, review]));

  const waiting = requests.filter((request) => request.reviewedAt === null);
  const hoursToFeedback = requests.flatMap((request) => {
    const review = sentByRequest.get(request.id);
    return review ? [(review.sentAt!.getTime() - request.submittedAt.getTime()) / HOUR] : [];
  });

  const asked = creators.filter((account) =>
    raw.requests.some((request) => request.userId === account.id),
  );
  const hadFeedback = creators.filter((account) =>
    sent.some((review) => review.userId === account.id),
  );

  const completed = new Set(
    raw.completions.map((completion) => `${completion.userId}|${completion.realmId}`),
  );
  const nextRealm = pairs.map(({ realmId, nextRealmId }) => {
    const groups = { withFeedback: [] as string[], withoutFeedback: [] as string[] };
    for (const account of creators) {
      const theirs = raw.requests.filter(
        (request) => request.userId === account.id && request.realmId === realmId,
      );
      if (theirs.length === 0) continue;
      const group = theirs.some((request) => sentByRequest.has(request.id))
        ? groups.withFeedback
        : groups.withoutFeedback;
      group.push(account.id);
    }
    const figures = (ids: string[]) => {
      const completedNext = ids.filter((id) => completed.has(`${id}|${nextRealmId}`)).length;
      return {
        creators: ids.length,
        completedNext,
        share: ids.length === 0 ? null : completedNext / ids.length,
      };
    };
    return {
      realmId,
      nextRealmId,
      withFeedback: figures(groups.withFeedback),
      withoutFeedback: figures(groups.withoutFeedback),
    };
  });

  return {
    queue: {
      waiting: waiting.length,
      oldestSubmittedAt: waiting.length
        ? Math.min(...waiting.map((request) => request.submittedAt.getTime()))
        : null,
    },
    feedback: {
      reviewsSent: hoursToFeedback.length,
      medianHoursToFeedback: median(hoursToFeedback),
    },
    creators: {
      creators: creators.length,
      askedForFeedback: asked.length,
      hadFeedback: hadFeedback.length,
      share: asked.length === 0 ? null : hadFeedback.length / asked.length,
    },
    nextRealm,
  };
}
