import { randomBytes } from 'node:crypto';
import { paths, withQuery } from '#shared/paths.ts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { verifyJWT } from 'better-auth/crypto';
import { z } from 'zod';
import { describeWeakPassword, listWeakPasswordReasons } from '#shared/rules/password.ts';
import type { Database } from '../db/client.ts';
import type { Outbox } from '../mail/outbox.ts';
import { findAccountProof, isIssuedBeforeProof, recordAddressProof } from './address-proof.ts';
import { existingAccountEmail } from './auth-emails.ts';
import type { SignInLockout } from './sign-in-lockout.ts';

/** What a verification link's token says, read without trusting it (better-auth checks its signature). */
function peekLinkToken(token: unknown): { userId?: string; updateTo?: string; iat?: number } {
  if (typeof token !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      userId?: string;
      updateTo?: string;
      iat?: number;
    };
  } catch {
    return {};
  }
}

/** Whether a verification link confirms a change of address rather than a new account's address. */
export function isEmailChangeToken(token: string): boolean {
  return typeof peekLinkToken(token).updateTo === 'string';
}

const RESET_LINK_SECONDS = 60 * 60;

const confirmEmailBodySchema = z.union([
  z.object({ token: z.string().max(4096), password: z.string().min(1).max(128) }),
  z.object({ token: z.string().max(4096), newPassword: z.string().max(128) }),
]);

const linkUsedOrExpired = () =>
  new APIError('BAD_REQUEST', {
    code: 'INVALID_TOKEN',
    message: 'This link has expired or was already used. Ask for a new one.',
  });

/**
 * Closes "register someone's address first" (decision 006). Following the
 * "Confirm your email" link is not enough to get into an account: the person
 * following it must also type the account's password, or choose a new one
 * (POST /confirm-email). Either way they have proven the address and the
 * credential together, and everything set up in the account before is cut
 * off (address-proof.ts). A sign-up with an address that already has an
 * account emails its owner a way in instead of silence.
 */
export function addressProofPlugin(deps: {
  db: Database;
  outbox: Outbox;
  appUrl: string;
  adminEmails: ReadonlySet<string>;
  /** Whether a first proof sends `creator.signed_up` (verification on): see sign-up-event.ts. */
  sendsSignUpEvent: boolean;
  lockout: Pick<SignInLockout, 'checkPassword' | 'afterPasswordReset'>;
  /** What else a proof of the address settles: the invitation the account signed up with. */
  afterProof: (userId: string) => Promise<void>;
}): BetterAuthPlugin {
  return {
    id: 'address-proof',
    endpoints: {
      confirmEmail: createAuthEndpoint(
        '/confirm-email',
        { method: 'POST', body: confirmEmailBodySchema },
        async (ctx) => {
          const payload = await verifyJWT(ctx.body.token, ctx.context.secret);
          const userId = typeof payload?.userId === 'string' ? payload.userId : undefined;
          if (!payload || !userId || payload.updateTo || typeof payload.iat !== 'number')
            throw linkUsedOrExpired();
          const found = await ctx.context.internalAdapter.findUserById(userId);
          if (!found || found.email !== payload.email) throw linkUsedOrExpired();

          let newPasswordHash: string | undefined;
          if ('password' in ctx.body) {
            const { password } = ctx.body;
            // Counted with the address's sign-ins: the link must not be a way round their limit.
            const isRightPassword = await deps.lockout.checkPassword(found.email, async () => {
              const credential = (await ctx.context.internalAdapter.findAccounts(userId)).find(
                (account) => account.providerId === 'credential' && account.password,
              );
              return (
                typeof credential?.password === 'string' &&
                (await ctx.context.password.verify({ hash: credential.password, password }))
              );
            });
            if (!isRightPassword) {
              throw new APIError('BAD_REQUEST', {
                code: 'WRONG_ACCOUNT_PASSWORD',
                message:
                  "That isn't this account's password. Try again, or choose a new password instead.",
              });
            }
          } else {
            const reasons = listWeakPasswordReasons(ctx.body.newPassword, found.email);
            if (reasons.length > 0)
              throw new APIError('BAD_REQUEST', {
                code: 'WEAK_PASSWORD',
                message: describeWeakPassword(reasons),
              });
            newPasswordHash = await ctx.context.password.hash(ctx.body.newPassword);
          }

          const isRecorded = await recordAddressProof(deps.db, {
            userId,
            adminEmails: deps.adminEmails,
            sendsSignUpEvent: deps.sendsSignUpEvent,
            isNewPassword: newPasswordHash !== undefined,
            linkIssuedAt: payload.iat,
            newPasswordHash,
          });
          if (!isRecorded) throw linkUsedOrExpired();
          await deps.afterProof(userId);
          if (newPasswordHash) await deps.lockout.afterPasswordReset(found.email);

          const session = await ctx.context.internalAdapter.createSession(userId);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw linkUsedOrExpired();
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ status: true });
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const token = ctx.query?.token as unknown;
            const link = peekLinkToken(token);
            // A new account's link opens the page that asks for the password too.
            if (link.updateTo === undefined && typeof token === 'string') {
              throw ctx.redirect(
                new URL(withQuery(paths.confirmEmail, { token }), deps.appUrl).toString(),
              );
            }
            // A change of address asked for before the owner proved the account is void.
            if (link.userId && typeof link.iat === 'number') {
              const account = await findAccountProof(deps.db, link.userId);
              if (account && isIssuedBeforeProof(link.iat, account.emailProvenAt))
                throw ctx.redirect(
                  new URL(
                    withQuery(paths.auth, { error: 'INVALID_TOKEN' }),
                    deps.appUrl,
                  ).toString(),
                );
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string') return;
            const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
            if (!existing) return;
            // The sign-up goes on to answer as it always does; the address's owner gets a way in.
            const token = randomBytes(24).toString('base64url');
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: `reset-password:${token}`,
              value: existing.user.id,
              expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
            });
            await deps.outbox.enqueue(
              'password-reset',
              existingAccountEmail(existing.user.email, {
                url: new URL(withQuery(paths.resetPassword, { token }), deps.appUrl).toString(),
                isConfirmed: existing.user.emailVerified,
              }),
            );
          }),
        },
      ],
      after: [
        {
          // An account proven as it was made (an invitation link, decision 039) is answered as
          // proven, and signed in: better-auth answers without a session while verification is
          // required, and with the account as it was before the proof.
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as
              { token?: unknown; user?: { id?: unknown; emailVerified?: unknown } } | undefined;
            const userId = returned?.user?.id;
            if (typeof userId !== 'string' || returned?.user?.emailVerified !== false) return;
            // An address that already had an account is answered with a made-up id: found nowhere.
            const user = await ctx.context.internalAdapter.findUserById(userId);
            if (!user?.emailVerified) return;
            let token = returned.token;
            if (token === null) {
              const session = await ctx.context.internalAdapter.createSession(user.id);
              await setSessionCookie(ctx, { session, user });
              token = session.token;
            }
            return ctx.json({ token, user: { ...returned.user, emailVerified: true } });
          }),
        },
      ],
    },
  };
}
