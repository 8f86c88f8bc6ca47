import { APIError, isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import {
  claimPasswordTry,
  forgetFailures,
  noteWrongPassword,
  type SignInLockoutDeps,
} from './sign-in-lockout.service.ts';
import { describeSignInPause } from './sign-in-pauses.ts';

/**
 * The address a sign-in tries, when better-auth will go on to check its
 * password: it refuses a malformed address before that, so such a try can
 * neither guess nor count.
 */
function triedEmail(body: unknown): string | undefined {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string') return undefined;
  return z.email().safeParse(email).success ? email : undefined;
}

/**
 * The per-address limit on password guessing (decision 016), fitted to
 * better-auth's hooks around POST /sign-in/email and its password reset, and
 * to POST /confirm-email, which takes the account's password too.
 */
export type SignInLockout = ReturnType<typeof createSignInLockout>;

export function createSignInLockout(deps: SignInLockoutDeps & { clock: () => Date }) {
  /** Counts a try at the address's password, or refuses it (429) while the address must wait. */
  async function claimTry(email: string) {
    const passwordTry = await claimPasswordTry(deps, { email, now: deps.clock() });
    if (passwordTry.allowed) return;
    // In the app's error shape, so auth.routes.ts passes it on as it is.
    const refusal = new AppError('RATE_LIMITED', {
      userMessage: describeSignInPause(passwordTry),
    });
    throw new APIError('TOO_MANY_REQUESTS', refusal.toBody(), {
      'Retry-After': String(passwordTry.retryAfterSeconds),
    });
  }

  return {
    /** Before the password is checked: a try the count does not allow is refused here. */
    async beforeSignIn(body: unknown) {
      const email = triedEmail(body);
      if (email) await claimTry(email);
    },

    /** After better-auth's answer: a right password ends the run; a wrong one may start the lock. */
    async afterSignIn(body: unknown, returned: unknown) {
      const email = triedEmail(body);
      if (!email) return;
      const code: unknown = isAPIError(returned) ? returned.body?.code : undefined;
      // "Not verified" comes only after the password matched.
      if (!isAPIError(returned) || code === 'EMAIL_NOT_VERIFIED') {
        await forgetFailures(deps, { email });
      } else if (code === 'INVALID_EMAIL_OR_PASSWORD') {
        await noteWrongPassword(deps, { email, now: deps.clock() });
      }
    },

    /**
     * The account's password typed anywhere else (the "Confirm your email"
     * page): counted with the sign-ins of its address, before it is checked.
     */
    async checkPassword(email: string, isRightPassword: () => Promise<boolean>) {
      await claimTry(email);
      const isRight = await isRightPassword();
      if (isRight) await forgetFailures(deps, { email });
      else await noteWrongPassword(deps, { email, now: deps.clock() });
      return isRight;
    },

    /** A new password chosen through the emailed link lifts the lock at once. */
    afterPasswordReset: (email: string) => forgetFailures(deps, { email }),
  };
}
