import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export type Library = InferResponseType<typeof apiClient.api.resources.$get, 200>;
export type LibrarySection = Library['sections'][number];
export type LibraryResource = LibrarySection['resources'][number];

const getLibraryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.library(userId),
    queryFn: async (): Promise<Library> => (await apiClient.api.resources.$get()).json(),
  });

/** The three library sections as the server says this creator may see them. */
export function useLibrary() {
  const { user } = useSignedInUser();
  return useQuery(getLibraryQueryOptions(user.id));
}
