import { parse } from 'hono/utils/cookie';

/**
 * Carries an opened invitation to the sign-up that follows, whether by email
 * and password or through a provider's redirect: set when the link is looked
 * up, sent only to /api/auth, read when better-auth creates the account.
 */
export const INVITE_COOKIE_NAME = 'emberpath_invite';
export const INVITE_COOKIE_PATH = '/api/auth';
/** Long enough to come back from a provider or an email confirmation, short on a shared computer. */
export const INVITE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export function inviteCodeFromCookies(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, INVITE_COOKIE_NAME)[INVITE_COOKIE_NAME] ?? null;
}
