import type { InferResponseType } from 'hono/client';
import { insights, insightsView } from './insights-view.ts';

export type Funnel = InferResponseType<typeof insights.funnel.$get, 200>;

/** How many creators reached each realm, for the filters chosen. */
export const funnelView = insightsView('funnel', insights.funnel);
