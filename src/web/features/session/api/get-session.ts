import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/me.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/query-client.ts';

/** The signed-in creator and their rights, or null for a visitor. */
export async function getSession(): Promise<Me | null> {
  try {
    const response = await apiClient.api.me.$get();
    return await response.json();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
