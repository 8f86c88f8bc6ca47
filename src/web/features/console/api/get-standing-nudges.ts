import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleQueryKey } from './console-requests.ts';
import { insights } from './insights-view.ts';

/** The standing nudges' endpoints, shared by the files that change them. */
export const standingNudges = insights['standing-nudges'];

export type StandingNudge = InferResponseType<typeof standingNudges.$get, 200>['items'][number];

/** The standing nudges running. */
export const useStandingNudges = () =>
  useQuery({
    queryKey: [...consoleQueryKey, 'standing-nudges'] as const,
    queryFn: async () => (await (await standingNudges.$get()).json()).items,
  });
