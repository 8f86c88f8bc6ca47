import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';

export function createRequireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHENTICATED');
    c.set('user', session.user);
    await next();
  });
}

export function isAdminEmail(email: string, adminEmails: ReadonlySet<string>): boolean {
  return adminEmails.has(email.trim().toLowerCase());
}

export function createRequireAdmin(adminEmails: ReadonlySet<string>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdminEmail(c.get('user').email, adminEmails)) throw new AppError('FORBIDDEN');
    await next();
  });
}
