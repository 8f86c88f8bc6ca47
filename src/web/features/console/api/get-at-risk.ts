import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AtRiskKind } from '#shared/schemas/insights.ts';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

const atRisk = insights['at-risk'][':kind'];

export type AtRiskCreator = InferResponseType<(typeof atRisk)['$get'], 200>['items'][number];

type AtRiskQuery = InsightFilters & { sort?: string; direction?: string };

/** One at-risk list, a page at a time, in the order chosen. */
export const useAtRisk = (
  kind: AtRiskKind,
  filters: AtRiskQuery & { page: number; pageSize?: number },
) =>
  useQuery(
    consoleListQueryOptions(`insights-at-risk-${kind}`, filters, (query) =>
      atRisk.$get({ param: { kind }, query }),
    ),
  );

/** The whole list as a CSV, in the order shown. */
export const atRiskCsvPath = (kind: AtRiskKind, filters: AtRiskQuery) =>
  atRisk['export.csv'].$path({ param: { kind }, query: queryOf(filters) });
