import type { InferResponseType } from 'hono/client';
import { queryOf } from './console-requests.ts';
import { insights, insightsView, type InsightFilters } from './insights-view.ts';

export type Operations = InferResponseType<typeof insights.operations.$get, 200>;

/** Kits, emails and invitations: the work behind the programme. */
export const operationsView = insightsView('operations', insights.operations);

/** The overdue kits as a CSV, for the filters shown. */
export const overdueKitsCsvPath = (filters: InsightFilters) =>
  insights.operations['overdue.csv'].$path({ query: queryOf(filters) });
