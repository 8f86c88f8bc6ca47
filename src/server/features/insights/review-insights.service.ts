import type { InsightFilter } from '#shared/schemas/insights.ts';
import type { RealmDefinition } from '#shared/content-types.ts';
import { openRealmsAt } from '../curriculum/curriculum-cache.ts';
import { populationOf } from './insights-filter.ts';
import { dateOrNull } from './insights-sql.ts';
import { viewKey, type InsightsDeps } from './insights.service.ts';
import {
  readCreatorFeedbackShare,
  readFeedbackTimes,
  readNextRealmCompletion,
  readQueueFigures,
} from './review-insights.queries.ts';
import { assertCohortKnown } from './cohort-filter.ts';

const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Whether any task of the realm asks for a coach's feedback. */
const asksFeedback = (realm: RealmDefinition) =>
  [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])].some(
    (task) => task.asksFeedback,
  );

/**
 * Each open realm with a task that asks for feedback, paired with the open realm after it
 * (the last realm has none to complete next, so no row).
 */
export function feedbackRealmPairs(realms: readonly RealmDefinition[]) {
  const walkable = realms.filter((realm) => realm.quests.length > 0);
  return walkable.flatMap((realm, index) => {
    const next = walkable[index + 1];
    return next && asksFeedback(realm) ? [{ realm, next }] : [];
  });
}

/**
 * Feedback on answers: the queue (waiting answers, the oldest's submission), the median time
 * from submission to a sent review, the share of creators who asked for feedback and had it,
 * and, per realm whose answers ask for feedback, how many creators went on to complete the
 * next realm with feedback and without. Every figure counts the answers of creators who
 * signed up in the filter's window. Read live from the review tables' indexes (the rollup does
 * not follow them); the answer is kept for the insights' maximum age.
 */
export async function getReviewInsights(deps: InsightsDeps, filter: InsightFilter) {
  const now = deps.clock();
  await assertCohortKnown(deps, filter);
  const pairs = feedbackRealmPairs(await openRealmsAt(deps.curriculum, now));
  const key = viewKey('reviews', { ...filter, pairs: pairs.map((pair) => pair.realm.id) });
  return deps.views.live(key, now, async () => {
    const population = populationOf(filter);
    const [queue, times, share, nextRealm] = await Promise.all([
      readQueueFigures(deps.db, population),
      readFeedbackTimes(deps.db, population),
      readCreatorFeedbackShare(deps.db, population),
      readNextRealmCompletion(deps.db, {
        population,
        pairs: pairs.map((pair) => ({ realmId: pair.realm.id, nextRealmId: pair.next.id })),
      }),
    ]);
    const groupOf = (realmId: number, hadFeedback: boolean) => {
      const row = nextRealm.find(
        (candidate) => candidate.realm_id === realmId && candidate.had_feedback === hadFeedback,
      );
      const creators = row?.creators ?? 0;
      const completedNext = row?.completed_next ?? 0;
      return { creators, completedNext, share: shareOf(completedNext, creators) };
    };
    return {
      queue: { waiting: queue.waiting, oldestSubmittedAt: dateOrNull(queue.oldest_submitted_at) },
      feedback: { reviewsSent: times.reviews_sent, medianHoursToFeedback: times.median_hours },
      creators: {
        creators: share.creators,
        askedForFeedback: share.asked,
        hadFeedback: share.had_feedback,
        share: shareOf(share.had_feedback, share.asked),
      },
      nextRealm: pairs.map(({ realm, next }) => ({
        realm: { id: realm.id, title: realm.title },
        nextRealm: { id: next.id, title: next.title },
        withFeedback: groupOf(realm.id, true),
        withoutFeedback: groupOf(realm.id, false),
      })),
    };
  });
}
