import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { lookUpSession } from './session-reader.ts';

export function createRequireUser(deps: { auth: Auth; db: Database; secret: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const lookup = await lookUpSession(deps.db, {
      cookieHeader: c.req.header('cookie') ?? null,
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
    const { id, email, timeZone } = refreshed.response.user;
    c.set('user', { id, email, timeZone: timeZone ?? 'UTC' });
    await next();
    for (const cookie of refreshed.headers.getSetCookie())
      c.header('Set-Cookie', cookie, { append: true });
  });
}

export function isAdminEmail(email: string, adminEmails: ReadonlySet<string>): boolean {
  return adminEmails.has(email.trim().toLowerCase());
}
