import { createHmac } from 'node:crypto';
import { paths } from '#shared/paths.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import { signInLockedEmail } from './auth-emails.ts';
import {
  claimLockNotice,
  deleteFailures,
  deleteFailuresBefore,
  lockFailureRow,
  saveFailures,
} from './sign-in-failures.queries.ts';
import {
  FORGET_FAILURES_AFTER_MS,
  isRunForgotten,
  LOCK_AFTER_FAILURES,
  LOCK_SECONDS,
  pauseAfterFailures,
  secondsUntil,
} from './sign-in-pauses.ts';
import { findUserIdByEmail } from './users.queries.ts';

export type SignInLockoutDeps = {
  db: Database;
  outbox: Outbox;
  logger: Logger;
  /** Keys the count by an HMAC of the address, so the table holds none. */
  secret: string;
  appUrl: string;
};

export type PasswordTry =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; isLocked: boolean };

/** better-auth looks accounts up by the lower-cased address; so does the count. */
function addressKeyOf(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.toLowerCase()).digest('base64url');
}

/**
 * Called before the password is checked. A try while the address must wait
 * is refused and not counted. Any other try is counted as a wrong password
 * before better-auth checks it, and forgotten if it proves right: so twenty
 * tries at once are twenty counted tries, and only those the count allows
 * reach the password (counting after the check would let all twenty through).
 */
export async function claimPasswordTry(
  deps: SignInLockoutDeps,
  input: { email: string; now: Date },
): Promise<PasswordTry> {
  const { now } = input;
  const addressKey = addressKeyOf(deps.secret, input.email);
  return deps.db.transaction(async (tx) => {
    const row = await lockFailureRow(tx, addressKey, now);
    if (row.pausedUntil && row.pausedUntil > now) {
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(row.pausedUntil, now),
        isLocked: row.failures >= LOCK_AFTER_FAILURES,
      };
    }
    const isNewRun = isRunForgotten(row.lastFailureAt, now);
    const failures = (isNewRun ? 0 : row.failures) + 1;
    const pauseSeconds = pauseAfterFailures(failures);
    await saveFailures(tx, addressKey, {
      failures,
      lastFailureAt: now,
      pausedUntil: pauseSeconds > 0 ? new Date(now.getTime() + pauseSeconds * 1000) : null,
      lockNoticeSentAt: isNewRun ? null : row.lockNoticeSentAt,
    });
    return { allowed: true };
  });
}

/**
 * Called after a wrong password. The try that locks the address tells its
 * owner, once per run of failures (later locks of the same run do not, so
 * guesses cannot flood the inbox). An address without an account gets
 * nothing; the answer to the request is the same either way.
 */
export async function noteWrongPassword(
  deps: SignInLockoutDeps,
  input: { email: string; now: Date },
): Promise<void> {
  const addressKey = addressKeyOf(deps.secret, input.email);
  const lockedUserId = await deps.db.transaction(async (tx) => {
    if (!(await claimLockNotice(tx, addressKey, LOCK_AFTER_FAILURES, input.now))) return undefined;
    const userId = await findUserIdByEmail(tx, input.email);
    if (!userId) return undefined;
    const email = signInLockedEmail(input.email.toLowerCase(), {
      failures: LOCK_AFTER_FAILURES,
      lockMinutes: LOCK_SECONDS / 60,
      forgotPasswordUrl: new URL(paths.forgotPassword, deps.appUrl).toString(),
    });
    await deps.outbox.enqueue('sign-in-locked', email, tx);
    return userId;
  });
  if (!lockedUserId) return;
  deps.logger.warn(
    { userId: lockedUserId },
    'password sign-in locked after repeated wrong passwords',
  );
  // Queued inside the transaction; delivered now that it committed.
  void deps.outbox.deliverDue();
}

/** A right password, or a new one chosen through a reset link, ends the run and any lock. */
export async function forgetFailures(deps: SignInLockoutDeps, input: { email: string }) {
  await deleteFailures(deps.db, addressKeyOf(deps.secret, input.email));
}

/** Hourly: runs a day old are forgotten anyway (claimPasswordTry ignores them); drop their rows. */
export async function pruneSignInFailures(deps: { db: Database }, input: { now: Date }) {
  const cutoff = new Date(input.now.getTime() - FORGET_FAILURES_AFTER_MS);
  return { deleted: await deleteFailuresBefore(deps.db, cutoff) };
}
