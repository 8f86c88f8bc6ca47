import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AtRiskKind } from '#shared/schemas/insights.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey, queryOf } from './console-requests.ts';

const insights = apiClient.api.admin.insights;

/** A view's filters: the sign-up cohort ('week:2026-11-09', 'month:2026-11') and sign-up dates. */
export type InsightFilters = { cohort?: string; from?: string; to?: string };

export type Funnel = InferResponseType<typeof insights.funnel.$get, 200>;
export type Stall = InferResponseType<typeof insights.stall.$get, 200>;
export type AtRiskCreator = InferResponseType<
  (typeof insights)['at-risk'][':kind']['$get'],
  200
>['items'][number];
export type QuietPair = InferResponseType<
  (typeof insights)['quiet-pairs']['$get'],
  200
>['items'][number];
export type Retention = InferResponseType<typeof insights.retention.$get, 200>;
export type Activity = InferResponseType<typeof insights.activity.$get, 200>;
export type Operations = InferResponseType<typeof insights.operations.$get, 200>;

const view = <Result>(
  name: string,
  filters: Record<string, string | number | undefined>,
  request: (query: Record<string, string>) => Promise<{ json(): Promise<Result> }>,
) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'insights', name, filters] as const,
    queryFn: async () => (await request(queryOf(filters))).json(),
    placeholderData: keepPreviousData,
  });

export const useFunnel = (filters: InsightFilters) =>
  useQuery(view('funnel', filters, (query) => insights.funnel.$get({ query })));

export const useStall = (filters: InsightFilters) =>
  useQuery(view('stall', filters, (query) => insights.stall.$get({ query })));

export const useRetention = (filters: InsightFilters) =>
  useQuery(view('retention', filters, (query) => insights.retention.$get({ query })));

export const useActivity = (filters: InsightFilters) =>
  useQuery(view('activity', filters, (query) => insights.activity.$get({ query })));

export const useOperations = (filters: InsightFilters) =>
  useQuery(view('operations', filters, (query) => insights.operations.$get({ query })));

export const useAtRisk = (
  kind: AtRiskKind,
  filters: InsightFilters & { page: number; pageSize?: number; sort?: string; direction?: string },
) =>
  useQuery(
    view(`at-risk-${kind}`, filters, (query) =>
      insights['at-risk'][':kind'].$get({ param: { kind }, query }),
    ),
  );

export const useSittingOn = (questId: string, filters: InsightFilters & { page: number }) =>
  useQuery(
    view(`sitting-${questId}`, filters, (query) =>
      insights.stall[':questId'].$get({ param: { questId }, query }),
    ),
  );

export const useQuietPairs = (page: number) =>
  useQuery(view('quiet-pairs', { page }, (query) => insights['quiet-pairs'].$get({ query })));

/** Where each view's CSV downloads from, for the filters shown. */
export const insightsCsvPaths = {
  funnel: (filters: InsightFilters) =>
    insights.funnel['export.csv'].$path({ query: queryOf(filters) }),
  stall: (filters: InsightFilters) =>
    insights.stall['export.csv'].$path({ query: queryOf(filters) }),
  atRisk: (kind: AtRiskKind, filters: InsightFilters & { sort?: string; direction?: string }) =>
    insights['at-risk'][':kind']['export.csv'].$path({ param: { kind }, query: queryOf(filters) }),
  quietPairs: () => insights['quiet-pairs']['export.csv'].$path(),
  retention: (filters: InsightFilters) =>
    insights.retention['export.csv'].$path({ query: queryOf(filters) }),
  activity: (filters: InsightFilters) =>
    insights.activity['export.csv'].$path({ query: queryOf(filters) }),
  streaks: (filters: InsightFilters) =>
    insights.activity['streaks.csv'].$path({ query: queryOf(filters) }),
  operations: (filters: InsightFilters) =>
    insights.operations['export.csv'].$path({ query: queryOf(filters) }),
  overdueKits: (filters: InsightFilters) =>
    insights.operations['overdue.csv'].$path({ query: queryOf(filters) }),
};
