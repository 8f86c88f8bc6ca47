import { useQuery } from '@tanstack/react-query';
import { consoleListQueryOptions } from './console-requests.ts';
import { insights, type InsightFilters } from './insights-view.ts';

/** The active creators on one quest now, a page at a time (the people behind a stall bar). */
export const useSittingOn = (questId: string, filters: InsightFilters & { page: number }) =>
  useQuery(
    consoleListQueryOptions(`insights-sitting-${questId}`, filters, (query) =>
      insights.stall[':questId'].$get({ param: { questId }, query }),
    ),
  );
