import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

const realmEndpoint = apiClient.api.admin.programme.realms[':realmId'];

export type ProgrammeRealmDetail = InferResponseType<typeof realmEndpoint.$get, 200>;
export type ProgrammeQuest = ProgrammeRealmDetail['quests'][number];

export const getProgrammeRealmQueryOptions = (realmId: number) =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'programme', realmId] as const,
    queryFn: async () => (await realmEndpoint.$get({ param: { realmId: String(realmId) } })).json(),
  });

/** One realm as its editor and its preview show it. */
export function useProgrammeRealm(realmId: number) {
  return useQuery(getProgrammeRealmQueryOptions(realmId));
}
