import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

export type Operations = InferResponseType<typeof insights.operations.$get, 200>;

/** Kits, emails and invitations: the work behind the programme. */
export const useOperations = (filters: InsightFilters) =>
  useQuery(
    consoleListQueryOptions('insights-operations', filters, (query) =>
      insights.operations.$get({ query }),
    ),
  );

/** The operations figures as a CSV, for the filters shown. */
export const operationsCsvPath = (filters: InsightFilters) =>
  insights.operations['export.csv'].$path({ query: queryOf(filters) });

/** The overdue kits as a CSV, for the filters shown. */
export const overdueKitsCsvPath = (filters: InsightFilters) =>
  insights.operations['overdue.csv'].$path({ query: queryOf(filters) });
