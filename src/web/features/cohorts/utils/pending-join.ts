import { joinCohortPath } from '#shared/paths.ts';

const PENDING_KEY = 'emberpath-cohort-join';

/*
 * The code of a join link opened before signing up, kept on the device: a sign-up that waits
 * for its email's confirmation comes back through the link in the email, maybe in another tab,
 * and still lands on the cohort's page.
 */

export function rememberPendingJoin(code: string): void {
  try {
    localStorage.setItem(PENDING_KEY, code);
  } catch {
    // Not kept: the creator opens the link again after confirming.
  }
}

export function forgetPendingJoin(): void {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The cohort page to go to after signing in, when a join link was opened on this device. */
export function pendingJoinPath(): string | null {
  try {
    const code = localStorage.getItem(PENDING_KEY);
    return code ? joinCohortPath(code) : null;
  } catch {
    return null;
  }
}
