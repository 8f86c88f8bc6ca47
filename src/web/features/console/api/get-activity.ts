import type { InferResponseType } from 'hono/client';
import { queryOf } from './console-requests.ts';
import { insights, insightsView, type InsightFilters } from './insights-view.ts';

export type Activity = InferResponseType<typeof insights.activity.$get, 200>;

/** Daily activity and streaks. */
export const activityView = insightsView('activity', insights.activity);

/** Streak lengths as a CSV, for the filters shown. */
export const streaksCsvPath = (filters: InsightFilters) =>
  insights.activity['streaks.csv'].$path({ query: queryOf(filters) });
