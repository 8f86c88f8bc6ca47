import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

export type Funnel = InferResponseType<typeof insights.funnel.$get, 200>;

/** How many creators reached each realm, for the filters chosen. */
export const useFunnel = (filters: InsightFilters) =>
  useQuery(
    consoleListQueryOptions('insights-funnel', filters, (query) => insights.funnel.$get({ query })),
  );

/** The funnel as a CSV, for the filters shown. */
export const funnelCsvPath = (filters: InsightFilters) =>
  insights.funnel['export.csv'].$path({ query: queryOf(filters) });
