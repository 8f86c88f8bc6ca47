import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

export type Library = InferResponseType<typeof apiClient.api.resources.$get, 200>;
export type LibrarySection = Library['sections'][number];
export type LibraryResource = LibrarySection['resources'][number];

export const libraryQueryKey = (userId: string) => ['library', userId] as const;

export async function getLibrary(): Promise<Library> {
  const response = await apiClient.api.resources.$get();
  return response.json();
}

export const libraryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: libraryQueryKey(userId), queryFn: getLibrary });

/** The three library sections as the server says this creator may see them. */
export function useLibrary() {
  const { user } = useSignedInUser();
  return useQuery(libraryQueryOptions(user.id));
}
