import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/me.ts';
import { apiClient } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import {
  dropSignedInHint,
  hasCachedSession,
  hasSignedInHint,
  readCachedSession,
  writeCachedSession,
} from './session.ts';

/**
 * The signed-in creator and their rights, or null for a visitor. A browser
 * that never signed in (no hint, no copy of a session) is a visitor without
 * asking: a visitor's page load makes no request that fails.
 */
export async function getSession(): Promise<Me | null> {
  if (!hasSignedInHint() && !hasCachedSession()) return null;
  try {
    const response = await apiClient.api.me.$get();
    const me = await response.json();
    writeCachedSession(me);
    return me;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
      writeCachedSession(null);
      dropSignedInHint();
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: getSession,
  staleTime: 60_000,
  initialData: readCachedSession,
  // The copy is only a first paint: the server is always asked.
  initialDataUpdatedAt: 0,
});

/** The session as it is known, visitor included: for guards and the sign-in screen. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
