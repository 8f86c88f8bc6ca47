import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { session, user } from '../db/schema/auth.ts';
import type { AuthenticatedUser } from '../http/app-env.ts';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import type { Role } from './staff-role.ts';

/** better-auth's default: a session used after a day is extended, which only better-auth does. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'valid'; user: AuthenticatedUser }
  /** Valid but due for extension: let better-auth refresh it. */
  | { kind: 'stale' };

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The session token from better-auth's signed cookie, if its signature is ours. */
export function readSignedSessionToken(
  cookieHeader: string | null,
  cookieName: string,
  secret: string,
): string | undefined {
  const raw = cookieHeader ? readCookie(cookieHeader, cookieName) : undefined;
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The session check on every API request, in one indexed query. The session
 * row is still read each time, so signing out (or any revocation) takes
 * effect at once; only better-auth's own extra reads and endpoint machinery
 * are skipped (docs/decisions/004).
 */
const sessionStatements = preparedFor((db) => ({
  byToken: db
    .select({
      sessionUpdatedAt: session.updatedAt,
      id: user.id,
      email: user.email,
      timeZone: user.timeZone,
      role: user.role,
      staffRoles: user.staffRoles,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('session_by_token'),
}));

export async function lookUpSession(
  db: Database,
  input: { cookieHeader: string | null; cookieName: string; secret: string; now?: Date },
): Promise<SessionLookup> {
  const token = readSignedSessionToken(input.cookieHeader, input.cookieName, input.secret);
  if (!token) return { kind: 'none' };
  const now = input.now ?? new Date();
  const [row] = await sessionStatements(db).byToken.execute({ token });
  if (!row) return { kind: 'none' };
  if (now.getTime() - row.sessionUpdatedAt.getTime() > SESSION_REFRESH_AFTER_MS)
    return { kind: 'stale' };
  return { kind: 'valid', user: toAuthenticatedUser(row) };
}

export function toAuthenticatedUser(row: {
  id: string;
  email: string;
  timeZone: string | null | undefined;
  role: Role;
  staffRoles: readonly StaffRole[];
}): AuthenticatedUser {
  return {
    id: row.id,
    email: row.email,
    timeZone: row.timeZone ?? 'UTC',
    role: row.role,
    isStaff: row.role === 'staff',
    staffRoles: row.staffRoles,
  };
}
