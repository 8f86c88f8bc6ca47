import { paths } from '#shared/paths.ts';

/**
 * Where a signed-in person goes from the sign-in screen: the page a link asked
 * for, else staff to the console (their work) and creators to their
 * dashboard. A staff member's own journey stays one step away ('My Realm').
 */
export function landingAfterSignIn(me: { isStaff: boolean } | null, returnTo: string): string {
  return me?.isStaff && returnTo === paths.home ? paths.admin : returnTo;
}
