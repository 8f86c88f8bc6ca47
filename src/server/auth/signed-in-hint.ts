/**
 * A cookie the page's script can read, saying only "this browser signed in":
 * a visitor's first load then asks nobody who they are (no 401 on every
 * anonymous page load), and a creator's asks the server. It carries no
 * secret: the session itself stays in better-auth's HttpOnly cookie. It
 * outlives sessions on purpose (a renewed session never needs it renewed);
 * the app drops it when the server answers that nobody is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'emberpath_signed_in';
const HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** better-auth's session cookie, plain on http and `__Secure-` prefixed on https. */
const sessionCookiePattern = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/**
 * The hint's Set-Cookie to add to a response that sets or clears the
 * session, or undefined for one that does neither.
 */
export function signedInHintFor(setCookies: string[], isSecure: boolean): string | undefined {
  const session = setCookies.map((cookie) => sessionCookiePattern.exec(cookie)).find(Boolean);
  if (!session) return undefined;
  const isSignedIn = session[1] !== '' && !/;\s*max-age=0/i.test(session.input);
  const secure = isSecure ? '; Secure' : '';
  return isSignedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
