import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions } from './console-requests.ts';
import { insights } from './insights-view.ts';

const quietPairs = insights['quiet-pairs'];

export type QuietPair = InferResponseType<(typeof quietPairs)['$get'], 200>['items'][number];

/** Buddy pairs with no note for two weeks, a page at a time. */
export const useQuietPairs = (page: number) =>
  useQuery(
    consoleListQueryOptions('insights-quiet-pairs', { page }, (query) =>
      quietPairs.$get({ query }),
    ),
  );

/** Every quiet pair as a CSV. */
export const quietPairsCsvPath = () => quietPairs['export.csv'].$path();
