import type { InferResponseType } from 'hono/client';
import { insights, insightsView } from './insights-view.ts';

export type Stall = InferResponseType<typeof insights.stall.$get, 200>;

/** Where active creators sit now, quest by quest. */
export const stallView = insightsView('stall', insights.stall);
