import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/me.ts';
import { apiClient } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Who was signed in on this device, so screens can paint (and be read offline) before the server answers. */
const SESSION_STORAGE_KEY = 'emberpath-session';

function readCachedSession(): Me | undefined {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Me) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with null, forgets) this device's copy of who is signed in. */
export function writeCachedSession(me: Me | null): void {
  try {
    if (me) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(me));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the next visit waits for the server.
  }
}

/** Set by the server with a session and readable here (src/server/auth/signed-in-hint.ts). */
const SIGNED_IN_HINT_COOKIE = 'emberpath_signed_in';

function hasSignedInHint(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

function dropSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

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

/** Whether this device keeps a copy of who was signed in: screens then paint from it, not as for a visitor. */
export function hasCachedSession(): boolean {
  return readCachedSession() !== undefined;
}

/** Forget this device's copy (on sign-out). */
export function clearCachedSession(): void {
  writeCachedSession(null);
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

/** Provided by the signed-in shell (RequireSession) once it knows who is signed in. */
export const SignedInUserContext = createContext<Me | null>(null);

/**
 * The signed-in creator and whether they are staff, for screens inside the
 * signed-in shell: there, someone is always signed in, so no null to handle.
 */
export function useSignedInUser(): Me {
  const signedIn = useContext(SignedInUserContext);
  if (!signedIn) {
    throw new Error(
      'useSignedInUser() is only for screens inside the signed-in shell (RequireSession); use useSession() elsewhere.',
    );
  }
  return signedIn;
}
