import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

export type Activity = InferResponseType<typeof insights.activity.$get, 200>;

/** Daily activity and streaks. */
export const useActivity = (filters: InsightFilters) =>
  useQuery(
    consoleListQueryOptions('insights-activity', filters, (query) =>
      insights.activity.$get({ query }),
    ),
  );

/** Daily activity as a CSV, for the filters shown. */
export const activityCsvPath = (filters: InsightFilters) =>
  insights.activity['export.csv'].$path({ query: queryOf(filters) });

/** Streak lengths as a CSV, for the filters shown. */
export const streaksCsvPath = (filters: InsightFilters) =>
  insights.activity['streaks.csv'].$path({ query: queryOf(filters) });
