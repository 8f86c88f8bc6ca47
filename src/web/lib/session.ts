import { createContext, useContext } from 'react';
import type { Me } from '#shared/schemas/me.ts';

/**
 * What this device knows of who is signed in, without asking the server: its
 * copy of the session and the server's hint cookie. The query that asks the
 * server is session-query.ts, which the sign-in screen loads only when it needs
 * it (decision 030).
 */

/** Who was signed in on this device, so screens can paint (and be read offline) before the server answers. */
const SESSION_STORAGE_KEY = 'emberpath-session';

/** This device's copy of the session, if it keeps one. */
export function readCachedSession(): Me | undefined {
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

/** Whether the server said, in a cookie, that this browser holds a session (it may have ended since). */
export function hasSignedInHint(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

/** Forgets the hint once the server says the session has ended. */
export function dropSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Whether this device keeps a copy of who was signed in: screens then paint from it, not as for a visitor. */
export function hasCachedSession(): boolean {
  return readCachedSession() !== undefined;
}

/** Forget this device's copy (on sign-out). */
export function clearCachedSession(): void {
  writeCachedSession(null);
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
      'useSignedInUser() is only for screens inside the signed-in shell (RequireSession); use useSession() (session-query.ts) elsewhere.',
    );
  }
  return signedIn;
}
