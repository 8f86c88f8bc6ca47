import type { InferResponseType } from 'hono/client';
import { insights, insightsView } from './insights-view.ts';

export type Retention = InferResponseType<typeof insights.retention.$get, 200>;

/** Who is still active, week by week, per sign-up cohort. */
export const retentionView = insightsView('retention', insights.retention);
