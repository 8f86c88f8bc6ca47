import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

export type Retention = InferResponseType<typeof insights.retention.$get, 200>;

/** Who is still active, week by week, per sign-up cohort. */
export const useRetention = (filters: InsightFilters) =>
  useQuery(
    consoleListQueryOptions('insights-retention', filters, (query) =>
      insights.retention.$get({ query }),
    ),
  );

/** The retention grid as a CSV, for the filters shown. */
export const retentionCsvPath = (filters: InsightFilters) =>
  insights.retention['export.csv'].$path({ query: queryOf(filters) });
