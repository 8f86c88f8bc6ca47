import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import { inviteMessages } from '#shared/rules/invites.ts';
import { inviteCodeParamSchema, sendInviteInputSchema } from '#shared/schemas/invites.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  INVITE_COOKIE_MAX_AGE_SECONDS,
  INVITE_COOKIE_NAME,
  INVITE_COOKIE_PATH,
} from './invite-cookie.ts';
import { getInviteOverview, lookUpInvite, sendInvite, type InviteDeps } from './invites.service.ts';

export function createInviteRoutes(deps: InviteDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  // The same guard, refusing a visitor in the original app's words for this form.
  const requireUserToInvite = createMiddleware<AppEnv>(async (c, next) => {
    try {
      await requireUser(c, next);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
      throw new AppError('UNAUTHENTICATED', {
        title: inviteMessages.signedOut.title,
        userMessage: inviteMessages.signedOut.message,
      });
    }
  });
  const isSecure = deps.appUrl.startsWith('https://');

  return (
    new Hono<AppEnv>()
      .get('/', requireUser, async (c) =>
        c.json(await getInviteOverview(deps, { userId: c.get('user').id })),
      )
      .post('/', requireUserToInvite, validate('json', sendInviteInputSchema), async (c) =>
        c.json(
          await sendInvite(deps, { userId: c.get('user').id, invite: c.req.valid('json') }),
          201,
        ),
      )
      // Public: the link in the email is the authority. An open invitation is
      // remembered for the sign-up that follows (invite-cookie.ts).
      .get('/by-code/:code', validate('param', inviteCodeParamSchema), async (c) => {
        const { code } = c.req.valid('param');
        const invite = await lookUpInvite(deps, { code });
        if (invite.status === 'sent') {
          setCookie(c, INVITE_COOKIE_NAME, code, {
            path: INVITE_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'Lax',
            secure: isSecure,
            maxAge: INVITE_COOKIE_MAX_AGE_SECONDS,
          });
        }
        c.header('Cache-Control', 'no-store');
        return c.json(invite);
      })
  );
}
