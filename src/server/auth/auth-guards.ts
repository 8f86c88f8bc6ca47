import { getCookies } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { lookUpSession, toAuthenticatedUser } from './session-reader.ts';
import type { Role } from './staff-role.ts';

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/**
 * Who may call a route, decided in one place: `requireUser` puts the signed-in
 * user and their role on the request (401 otherwise); `requireStaff` also
 * needs the staff role (403 otherwise). "Owner or staff" questions about a
 * particular row are the services' to answer, with `user.isStaff`.
 */
export function createAuthGuards(deps: { auth: Auth; db: Database; secret: string }) {
  // Exactly the name better-auth sets (`__Secure-` prefixed on https): an
  // unprefixed cookie on https could be planted by a plain-http page.
  const cookieName = getCookies(deps.auth.options).sessionToken.name;
  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    const lookup = await lookUpSession(deps.db, {
      cookieHeader: c.req.header('cookie') ?? null,
      cookieName,
      secret: deps.secret,
    });
    if (lookup.kind === 'none') throw new AppError('UNAUTHENTICATED');
    if (lookup.kind === 'valid') {
      c.set('user', lookup.user);
      return next();
    }
    // Once a day per session: better-auth extends it and re-issues the cookie.
    const refreshed = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!refreshed.response) throw new AppError('UNAUTHENTICATED');
    const { id, email, timeZone, role } = refreshed.response.user;
    c.set('user', toAuthenticatedUser({ id, email, timeZone, role: role as Role }));
    await next();
    for (const cookie of refreshed.headers.getSetCookie())
      c.header('Set-Cookie', cookie, { append: true });
  });

  const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
    await requireUser(c, async () => {
      if (!c.get('user').isStaff) throw new AppError('FORBIDDEN');
      await next();
    });
  });

  return { requireUser, requireStaff };
}
