import { getCookies } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '#shared/errors.ts';
import { can, type Permission } from '#shared/rules/staff-permissions.ts';
import type { Database } from '../db/client.ts';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  createApiKeyRateLimit,
} from '../features/api-keys/api-key-rate-limit.ts';
import { readBearerCredentials } from '../features/api-keys/api-key-token.ts';
import { authenticateApiKey } from '../features/api-keys/api-keys.service.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { lookUpSession, toAuthenticatedUser } from './session-reader.ts';
import { findStaffRoles } from './users.queries.ts';
import type { Role } from './staff-role.ts';

export type AuthGuards = ReturnType<typeof createAuthGuards>;

const notPermitted = () =>
  new AppError('FORBIDDEN', {
    userMessage: 'Your staff roles do not include this. An admin can grant it.',
  });

/** `guard`, then the permission: a creator is refused by the guard, staff without it here. */
const permitted = (guard: MiddlewareHandler<AppEnv>, permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await guard(c, async () => {
      if (!can(c.get('user'), permission)) throw notPermitted();
      await next();
    });
  });

const keysOnlyForStaffRoutes = () =>
  new AppError('UNAUTHENTICATED', {
    title: 'API Key Not Accepted Here',
    userMessage: 'API keys are accepted by the staff API only (/api/admin).',
  });

/**
 * Who may call a route, decided in one place: `requireUser` puts the signed-in
 * user and their roles on the request (401 otherwise); `requirePermission(p)`
 * also needs a staff role granting `p` (403 otherwise, decision 041), and
 * takes an API key instead of a session (`Authorization: Bearer ep_live_…`,
 * decision 040); `requireSessionPermission(p)` takes only a session (the
 * keys' own routes: a key cannot make or revoke keys). Every staff route names
 * its permission, so none is merely "staff". "Owner or staff" questions about
 * a particular row are the services' to answer, with the named policies.
 *
 * A call with an Authorization header is judged by it alone, never by a
 * cookie it also carries: a bad key is 401 even beside a good session.
 */
export function createAuthGuards(deps: {
  auth: Auth;
  db: Database;
  secret: string;
  clock: () => Date;
  apiKeyRequestsPerMinute?: number;
}) {
  const keyRateLimit = createApiKeyRateLimit(
    deps.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE,
  );
  // Exactly the name better-auth sets (`__Secure-` prefixed on https): an
  // unprefixed cookie on https could be planted by a plain-http page.
  const cookieName = getCookies(deps.auth.options).sessionToken.name;
  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    // Keys never act as a creator: creator routes answer with the caller's own data.
    if (c.req.header('authorization') !== undefined) throw keysOnlyForStaffRoutes();
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
    // better-auth does not know the roles column: read it beside the refresh (once a day).
    const staffRoles = await findStaffRoles(deps.db, id);
    c.set('user', toAuthenticatedUser({ id, email, timeZone, role: role as Role, staffRoles }));
    await next();
    for (const cookie of refreshed.headers.getSetCookie())
      c.header('Set-Cookie', cookie, { append: true });
  });

  const requireStaffSession = createMiddleware<AppEnv>(async (c, next) => {
    await requireUser(c, async () => {
      if (!c.get('user').isStaff) throw new AppError('FORBIDDEN');
      await next();
    });
  });

  const requireStaffKey = createMiddleware<AppEnv>(async (c, next) => {
    const credentials = readBearerCredentials(c.req.header('authorization'));
    // Never the header itself in an answer: it may be a real key pasted wrongly.
    if (credentials.kind !== 'token') {
      throw new AppError('UNAUTHENTICATED', {
        title: 'API Key Not Read',
        userMessage: 'Send the key as "Authorization: Bearer ep_live_…".',
      });
    }
    const user = await authenticateApiKey(
      { db: deps.db, clock: deps.clock },
      { token: credentials.token, method: c.req.method, path: c.req.path },
    );
    if (!user) {
      throw new AppError('UNAUTHENTICATED', {
        title: 'API Key Refused',
        userMessage: 'This API key is not valid, or it was revoked.',
      });
    }
    if (!keyRateLimit.allows(user.apiKey!.id, deps.clock())) {
      throw new AppError('RATE_LIMITED', {
        userMessage: 'This API key made too many calls in the last minute. Please wait a minute.',
      });
    }
    c.set('user', user);
    await next();
  });

  const requireStaff = createMiddleware<AppEnv>(async (c, next) =>
    c.req.header('authorization') === undefined
      ? requireStaffSession(c, next)
      : requireStaffKey(c, next),
  );

  /** Staff whose roles grant `permission` (decision 041), by session or API key. */
  const requirePermission = (permission: Permission) => permitted(requireStaff, permission);
  /** The same, by session only: a key cannot make or revoke keys. */
  const requireSessionPermission = (permission: Permission) =>
    permitted(requireStaffSession, permission);

  return { requireUser, requirePermission, requireSessionPermission };
}
