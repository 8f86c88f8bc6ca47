import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const mine = apiClient.api.cohorts.mine;

/** The creator's cohort as they see it, or null when they walk alone. */
export type MyCohort = NonNullable<InferResponseType<typeof mine.$get, 200>['cohort']>;

export const getMyCohortQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-cohort', userId] as const,
    queryFn: async () => (await mine.$get()).json(),
  });

export function useMyCohort() {
  const { user } = useSignedInUser();
  return useQuery(getMyCohortQueryOptions(user.id));
}
