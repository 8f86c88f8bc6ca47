import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';

/** The insights endpoints, shared by the one file per view beside this one. */
export const insights = apiClient.api.admin.insights;

/**
 * A view's filters: the sign-up week or month ('week:2026-11-09', 'month:2026-11'), sign-up
 * dates, and the programme cohort by id.
 */
export type InsightFilters = { cohort?: string; from?: string; to?: string; cohortId?: number };

type Query = { query: Record<string, string> };
type ViewEndpoint = {
  $get: (arg: Query) => Promise<{ json(): Promise<unknown> }>;
  'export.csv': { $path: (arg: Query) => string };
};

/**
 * An insights view: its figures for the filters chosen (the shown ones stay
 * while the next load), and where its CSV downloads from for those filters.
 */
export function insightsView<Endpoint extends ViewEndpoint>(name: string, endpoint: Endpoint) {
  type Figures = InferResponseType<Endpoint['$get'], 200>;
  return {
    useFigures: (filters: InsightFilters) =>
      useQuery(
        consoleListQueryOptions(
          `insights-${name}`,
          filters,
          (query) => endpoint.$get({ query }) as Promise<{ json(): Promise<Figures> }>,
        ),
      ),
    csvPath: (filters: InsightFilters) => endpoint['export.csv'].$path({ query: queryOf(filters) }),
  };
}
