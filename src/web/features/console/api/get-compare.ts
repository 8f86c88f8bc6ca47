import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CompareView } from '#shared/schemas/insights.ts';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';
import { insights } from './insights-view.ts';

export type Compare = InferResponseType<typeof insights.compare.$get, 200>;
export type CompareFilters = { cohortIds: string; view: CompareView };

/** Two to four cohorts' figures side by side (nothing is asked for fewer than two). */
export const useCompare = (filters: CompareFilters) =>
  useQuery({
    ...consoleListQueryOptions('insights-compare', filters, (query) =>
      insights.compare.$get({ query: query as CompareFilters }),
    ),
    enabled: filters.cohortIds.includes(','),
  });

export const compareCsvPath = (filters: CompareFilters) =>
  insights.compare['export.csv'].$path({ query: queryOf(filters) as CompareFilters });
