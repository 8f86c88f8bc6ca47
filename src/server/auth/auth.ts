import { betterAuth } from 'better-auth';
import { paths, withQuery } from '#shared/paths.ts';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { timeZoneText } from '#shared/schemas/time-zone.ts';
import { describeWeakPassword, listWeakPasswordReasons } from '#shared/rules/password.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/auth.ts';
import {
  INVITE_COOKIE_NAME,
  INVITE_COOKIE_PATH,
  inviteCodeFromCookies,
} from '../features/invites/invite-cookie.ts';
import {
  acceptClaimedInvite,
  redeemInvite,
} from '../features/invites/invite-redemption.service.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import { CLIENT_IP_HEADER } from '../http/client-ip.ts';
import { emailChangeEmail, passwordResetEmail, verificationEmail } from './auth-emails.ts';
import { createAuthLogger } from './auth-logger.ts';
import { createSignInLockout } from './sign-in-lockout.ts';
import { grantStaffToProvenAdminEmails } from './staff-role.ts';
import { findAccountProof, recordAddressProof } from './address-proof.ts';
import { emitSignUpEvent, isSignUpEventSentAtSignUp } from './sign-up-event.ts';
import { addressProofPlugin, isEmailChangeToken } from './address-proof-plugin.ts';
import { claimVerificationResend } from './verification-resend-limit.ts';

export type Auth = ReturnType<typeof createAuth>;

/** Run by better-auth's delete-user after it has checked the password, around deleting the row. */
export type AccountDeletionHooks = {
  beforeDelete: (user: { id: string; email: string }) => Promise<void>;
  afterDelete: (user: { id: string; email: string }) => Promise<void>;
};

/** Paths where a new password is chosen, and so must pass the strength rules. */
const passwordSettingPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);

export function createAuth(deps: {
  db: Database;
  config: AppConfig;
  outbox: Outbox;
  logger: Logger;
  clock: () => Date;
  /** What deleting an account does beyond the user row (see features/account). */
  accountDeletion?: AccountDeletionHooks;
}) {
  const { db, config, outbox, logger } = deps;
  const invites = { db, outbox, appUrl: config.appUrl, clock: deps.clock };
  // A proven address accepts the invitation its account signed up with (decision 037).
  // Its failure is logged, never the proof's.
  const acceptInviteOnProof = async (userId: string) => {
    try {
      await acceptClaimedInvite(invites, { userId });
    } catch (error) {
      logger.error({ err: error, userId }, 'invitation not accepted');
    }
  };
  const signInLockout = createSignInLockout({
    db,
    outbox,
    logger,
    secret: config.authSecret,
    appUrl: config.appUrl,
    clock: deps.clock,
  });
  return betterAuth({
    appName: 'Emberpath',
    logger: createAuthLogger(logger),
    // An unexpected error goes on to the app's error handler (a logged 500 in the app's shape)
    // instead of better-call's console.error; an APIError still becomes its own response.
    onAPIError: { throw: true },
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        // Set from the browser at sign-up, so "today" is the creator's own day from the start.
        timeZone: {
          type: 'string',
          required: false,
          defaultValue: 'UTC',
          input: true,
          validator: { input: timeZoneText },
        },
        // Never taken from a request body: see staff-role.ts.
        role: { type: 'string', required: false, defaultValue: 'creator', input: false },
        // Set only by a proof of the address and the credential together: see address-proof.ts.
        emailProvenAt: { type: 'date', required: false, input: false },
        emailSince: { type: 'date', required: false, input: false },
      },
      // The new address gets the link; the change happens only when it is followed.
      changeEmail: { enabled: true },
      // Called only by POST /api/account/delete, which first checks the typed address.
      deleteUser: {
        enabled: Boolean(deps.accountDeletion),
        beforeDelete: (user) => deps.accountDeletion!.beforeDelete(user),
        afterDelete: (user) => deps.accountDeletion!.afterDelete(user),
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A provider that vouches for the address is the credential: that account is proven from the start.
          before: async (created) => ({
            data: {
              ...created,
              emailSince: new Date(),
              ...(created.emailVerified && { emailProvenAt: new Date() }),
            },
          }),
          after: async (created, context) => {
            await grantStaffToProvenAdminEmails(db, config.adminEmails, created.id);
            // better-auth commits the account itself: the event is written just after it.
            if (isSignUpEventSentAtSignUp(config, created)) await emitSignUpEvent(db, created);
            // Signing up through an invitation link (email and password, or a provider's
            // callback) accepts it. Its failure is logged, never the sign-up's.
            const inviteCode = inviteCodeFromCookies(context?.headers?.get('cookie'));
            if (!inviteCode) return;
            try {
              const redeemed = await redeemInvite(invites, {
                code: inviteCode,
                userId: created.id,
                email: created.email,
                isAddressConfirmed: created.emailVerified,
              });
              // The link was emailed to this address: following it proved the address, and
              // the password was chosen just now, with it (decision 039).
              if (redeemed.isInvitedAddress && !created.emailVerified) {
                await recordAddressProof(db, {
                  userId: created.id,
                  adminEmails: config.adminEmails,
                  sendsSignUpEvent: config.requireEmailVerification,
                  isNewPassword: false,
                  // With verification off, the session better-auth has just made is the prover's.
                  isAtSignUp: true,
                });
                await acceptInviteOnProof(created.id);
              }
            } catch (error) {
              logger.error({ err: error, userId: created.id }, 'invitation not redeemed');
            }
            context?.setCookie(INVITE_COOKIE_NAME, '', { path: INVITE_COOKIE_PATH, maxAge: 0 });
          },
        },
        update: {
          // A new address was proven by whoever followed its link, not by the account's holder:
          // the account is unproven again, and so never staff by an email change (decision 006).
          before: async (changes) =>
            changes.email === undefined
              ? { data: changes }
              : { data: { ...changes, emailProvenAt: null, emailSince: new Date() } },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await outbox.enqueue('password-reset', passwordResetEmail(user.email, url));
      },
      // A new password chosen through a link sent to the address proves both (decision 006).
      onPasswordReset: async ({ user }) => {
        await recordAddressProof(db, {
          userId: user.id,
          adminEmails: config.adminEmails,
          sendsSignUpEvent: config.requireEmailVerification,
          isNewPassword: true,
        });
        await acceptInviteOnProof(user.id);
        await signInLockout.afterPasswordReset(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified creator trying to sign in gets a fresh link, as the sign-in error promises.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) => {
        if (isEmailChangeToken(token)) {
          await outbox.enqueue('email-verification', emailChangeEmail(user.email, url));
          return;
        }
        // An account its invitation link proved as it signed up is not asked again (decision 039).
        if ((await findAccountProof(db, user.id))?.emailProvenAt) return;
        // A new account's link opens the page that also asks for its password (decision 006).
        const confirmLink = new URL(withQuery(paths.confirmEmail, { token }), config.appUrl);
        await outbox.enqueue(
          'email-verification',
          verificationEmail(user.email, confirmLink.toString()),
        );
      },
    },
    socialProviders: {
      ...(config.github && { github: config.github }),
      ...(config.google && { google: config.google }),
    },
    plugins: [
      addressProofPlugin({
        db,
        outbox,
        appUrl: config.appUrl,
        adminEmails: config.adminEmails,
        sendsSignUpEvent: config.requireEmailVerification,
        lockout: signInLockout,
        afterProof: acceptInviteOnProof,
      }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: config.oidc.name,
                  discoveryUrl: config.oidc.discoveryUrl,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        // Per network; each address has its own limit too (verification-resend-limit.ts).
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await signInLockout.beforeSignIn(ctx.body);
        if (ctx.path === '/send-verification-email')
          await claimVerificationResend(
            { db, secret: config.authSecret, clock: deps.clock },
            ctx.body,
          );
        if (!passwordSettingPaths.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as {
          password?: unknown;
          newPassword?: unknown;
          email?: unknown;
        };
        const password = body.newPassword ?? body.password;
        if (typeof password !== 'string') return;
        const reasons = listWeakPasswordReasons(
          password,
          typeof body.email === 'string' ? body.email : '',
        );
        if (reasons.length > 0) {
          throw new APIError('BAD_REQUEST', {
            code: 'WEAK_PASSWORD',
            message: describeWeakPassword(reasons),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email')
          await signInLockout.afterSignIn(ctx.body, ctx.context.returned);
      }),
    },
  });
}
