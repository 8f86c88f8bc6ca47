import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { lookUpSession } from '../auth/session-reader.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { quoted } from './table-order.ts';

/** A table as counted on both sides: its rows, and an MD5 of all of them as JSON text. */
export type TableTally = { rows: number; digest: string };

/**
 * Every row as JSON, sorted by bytes (collation "C": PGlite's and the
 * server's locales may sort differently), in one digest. With the session's
 * zone UTC on both sides, equal digests mean equal contents, not just counts.
 */
const tallySql = (name: string) => `
  select count(*)::int as rows,
    md5(coalesce(string_agg(r, E'\\n' order by r collate "C"), '')) as digest
  from (select to_json(t)::text as r from ${name} t) s`;

export async function tallySource(source: Database, table: string): Promise<TableTally> {
  const [tally] = rowsOf<TableTally>(
    await source.execute(sql.raw(tallySql(`public.${quoted(table)}`))),
  );
  return tally!;
}

export async function tallyTarget(target: pg.Client, table: string): Promise<TableTally> {
  const { rows } = await target.query<TableTally>(tallySql(`public.${quoted(table)}`));
  return rows[0]!;
}

/** The name better-auth gives the session cookie over http (on https it is `__Secure-` prefixed). */
const SESSION_COOKIE = 'better-auth.session_token';

/** The cookie as better-auth sets it: the token, a dot, and its HMAC-SHA256 under the secret. */
export function sessionCookieFor(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export type SignInCheck = { kind: 'checked'; userId: string } | { kind: 'no-live-session' };

/**
 * A creator's session cookie, signed with the secret the servers on
 * PostgreSQL are given, must be read by the server's own session check
 * (session-reader.ts) against the new database as the same user. The most
 * recently used live session of the source is taken; it is judged as at its
 * last use, so one unused for over a day (which better-auth would extend)
 * counts too.
 */
export async function checkSignIn(
  source: Database,
  target: Database,
  secret: string,
): Promise<SignInCheck> {
  const [live] = rowsOf<{ token: string; userId: string; usedAtMs: number }>(
    await source.execute(sql`
      select token, user_id as "userId",
        (extract(epoch from updated_at) * 1000)::float8 as "usedAtMs" from session
      where expires_at > now() order by updated_at desc limit 1`),
  );
  if (!live) return { kind: 'no-live-session' };
  const lookup = await lookUpSession(target, {
    cookieHeader: sessionCookieFor(live.token, secret),
    cookieName: SESSION_COOKIE,
    secret,
    now: new Date(live.usedAtMs),
  });
  if (lookup.kind !== 'valid' || lookup.user.id !== live.userId) {
    throw new Error(
      'The sign-in check failed: a session cookie of the install is not read as its creator against the new database.',
    );
  }
  return { kind: 'checked', userId: live.userId };
}
