import type { InferResponseType } from 'hono/client';
import { insights, insightsView } from './insights-view.ts';

export type Comebacks = InferResponseType<typeof insights.comebacks.$get, 200>;

/** Comebacks, week by week: returns, streaks earned back, freezes used, nudged creators back. */
export const comebacksView = insightsView('comebacks', insights.comebacks);
