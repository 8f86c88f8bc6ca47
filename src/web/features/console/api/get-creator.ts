import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

const creator = apiClient.api.admin.creators[':userId'];

export type CreatorDetail = InferResponseType<typeof creator.$get, 200>;

const getCreatorQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'creator', userId] as const,
    queryFn: async () => (await creator.$get({ param: { userId } })).json(),
  });

/** One creator: progress, answers, kits, invitations and buddies. */
export function useCreator(userId: string) {
  return useQuery(getCreatorQueryOptions(userId));
}
