import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions } from './console-requests.ts';
import { insights } from './insights-view.ts';

const endpoint = insights['nudge-results'];

export type NudgeResults = InferResponseType<typeof endpoint.$get, 200>;
export type NudgeResultRow = NudgeResults['overall'];

/** Nudged against held back, per template and overall, for list nudges whose 7 days are over. */
export const useNudgeResults = () =>
  useQuery(consoleListQueryOptions('insights-nudge-results', {}, () => endpoint.$get()));

export const nudgeResultsCsvPath = () => endpoint['export.csv'].$path();
