import { countOf, nouns } from '#shared/rules/plural.ts';

/**
 * How password sign-in slows down for an address after wrong passwords in a
 * row (decision 016). Pure: the clock and the count come from the caller.
 */

/** Wrong passwords in a row that cost nothing: typos. */
export const FREE_FAILURES = 5;
/** Wrong passwords in a row after which each further one locks the address. */
export const LOCK_AFTER_FAILURES = 20;
export const LOCK_SECONDS = 15 * 60;
const FIRST_PAUSE_SECONDS = 15;
const LONGEST_PAUSE_SECONDS = 5 * 60;
/** A run of failures with no new one for a day starts again from zero. */
export const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds the next try must wait after the `failures`-th wrong password in a
 * row: nothing for the first five, then 15 s doubling up to 5 minutes (about
 * an hour to reach the lock), then 15 minutes after each one from the 20th.
 */
export function pauseAfterFailures(failures: number): number {
  if (failures >= LOCK_AFTER_FAILURES) return LOCK_SECONDS;
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_PAUSE_SECONDS * 2 ** (failures - FREE_FAILURES), LONGEST_PAUSE_SECONDS);
}

export function isRunForgotten(lastFailureAt: Date, now: Date): boolean {
  return now.getTime() - lastFailureAt.getTime() >= FORGET_FAILURES_AFTER_MS;
}

/** Whole seconds until `until`, at least one (the Retry-After header's value). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** "15 seconds", "1 minute", "4 minutes": a wait in the words a creator reads. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return countOf(seconds, nouns.second);
  return countOf(Math.ceil(seconds / 60), nouns.minute);
}

/**
 * The refusal's words. They speak of the email, not an account, and are the
 * same whether or not the address has one.
 */
export function describeSignInPause(input: { retryAfterSeconds: number; isLocked: boolean }) {
  const wait = describeWait(input.retryAfterSeconds);
  if (!input.isLocked)
    return `Too many wrong passwords for this email. Please try again in ${wait}.`;
  return (
    `Too many wrong passwords for this email, so signing in with a password is locked for ` +
    `${LOCK_SECONDS / 60} minutes. Please try again in ${wait}, or choose a new password ` +
    `with "Forgot password?" to sign in now.`
  );
}
