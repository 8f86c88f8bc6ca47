import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

export type Stall = InferResponseType<typeof insights.stall.$get, 200>;

/** Where active creators sit now, quest by quest. */
export const useStall = (filters: InsightFilters) =>
  useQuery(
    consoleListQueryOptions('insights-stall', filters, (query) => insights.stall.$get({ query })),
  );

/** The stall chart as a CSV, for the filters shown. */
export const stallCsvPath = (filters: InsightFilters) =>
  insights.stall['export.csv'].$path({ query: queryOf(filters) });
