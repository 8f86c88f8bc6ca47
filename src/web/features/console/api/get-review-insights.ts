import type { InferResponseType } from 'hono/client';
import { insights, insightsView } from './insights-view.ts';

export type ReviewInsights = InferResponseType<typeof insights.reviews.$get, 200>;

/** Feedback on answers: the queue, time to feedback, and what followed it. */
export const reviewInsightsView = insightsView('reviews', insights.reviews);
