import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';

const byCode = apiClient.api.cohorts.join[':code'];

/** What a join link shows anyone: the cohort's name, start and pace, and whether it takes members. */
export type JoinPreview = InferResponseType<typeof byCode.$get, 200>;

/** The cohort behind a join link (a visitor may ask: it names nobody in it). */
export function useJoinPreview(code: string, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: ['cohort-join-preview', code] as const,
      queryFn: async () => (await byCode.$get({ param: { code } })).json(),
      // An unknown code stays unknown; only a lost connection is worth asking again.
      retry: (failureCount, error) =>
        failureCount < 2 && error instanceof AppError && error.code === 'NETWORK',
    }),
    enabled,
  });
}
