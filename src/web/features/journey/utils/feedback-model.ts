import type { InferResponseType } from 'hono/client';
import type { apiClient } from '#web/lib/api-client.ts';

/** The creator's feedback as `GET /api/feedback` sends it: the latest per quest, and what waits. */
export type FeedbackOverview = InferResponseType<typeof apiClient.api.feedback.$get, 200>;
export type FeedbackItem = FeedbackOverview['items'][number];
export type WaitingAnswer = FeedbackOverview['waiting'][number];
export type SentReview = FeedbackItem['review'];

/** One answer's versions and their feedback, newest first (`GET /api/quests/:questId/feedback`). */
export type FeedbackHistory = InferResponseType<
  (typeof apiClient.api.quests)[':questId']['feedback']['$get'],
  200
>;

/** What one answer has: its latest feedback, and whether a version waits for a coach. */
export function feedbackOf(overview: FeedbackOverview | undefined, questId: string) {
  return {
    item: overview?.items.find((item) => item.questId === questId),
    waiting: overview?.waiting.find((waiting) => waiting.questId === questId),
  };
}
