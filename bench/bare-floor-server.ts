import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { permissionsOf, type StaffRole } from '#shared/rules/staff-permissions.ts';

/**
 * The floor under `/api/me` (bench/bare-floor.ts starts it as a child process):
 * a bare `node:http` server and a `pg` pool of the app's size that does for
 * GET /api/me what the app must do and nothing else. It reads better-auth's
 * signed session cookie (`token.signature`, the signature an HMAC-SHA256 of the
 * token under the auth secret, base64, URL-encoded), checks the signature,
 * runs the app's two statements (the session with its user, then the user's
 * profile; named, so PostgreSQL plans them once per connection) and answers
 * the same JSON. No framework, no middleware, no logging, no query builder:
 * what an authenticated read costs on Node and PostgreSQL at the least.
 * Sessions due for better-auth's daily extension are not handled (the bench's
 * are fresh). Settings: PORT, DATABASE_URL, AUTH_SECRET.
 */

const COOKIE_NAME = 'better-auth.session_token';
/** The app's pool size (src/server/db/client.ts). */
const POOL_SIZE = 10;

const sessionStatement = {
  name: 'floor_session_by_token',
  text: 'select "session"."updated_at", "user"."id", "user"."email", "user"."time_zone", "user"."role", "user"."staff_roles" from "session" inner join "user" on "user"."id" = "session"."user_id" where ("session"."token" = $1 and "session"."expires_at" > now())',
};
const profileStatement = {
  name: 'floor_user_by_id',
  text: 'select "id", "email", "name", "image", "email_verified", "time_zone", "time_zone_follows_device", "role", "staff_roles" from "user" where "user"."id" = $1',
};

type ProfileRow = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  email_verified: boolean;
  time_zone: string;
  time_zone_follows_device: boolean;
  role: string;
  staff_roles: StaffRole[];
};

const secret = process.env.AUTH_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
pool.on('error', () => undefined);

function signedSessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== COOKIE_NAME) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
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
  return undefined;
}

async function me(cookieHeader: string | undefined): Promise<[number, string]> {
  const token = signedSessionToken(cookieHeader);
  if (!token) return [401, '{"error":"UNAUTHENTICATED"}'];
  const session = await pool.query<{ id: string }>({ ...sessionStatement, values: [token] });
  const userId = session.rows[0]?.id;
  if (!userId) return [401, '{"error":"UNAUTHENTICATED"}'];
  const profile = await pool.query<ProfileRow>({ ...profileStatement, values: [userId] });
  const row = profile.rows[0];
  if (!row) return [401, '{"error":"UNAUTHENTICATED"}'];
  return [
    200,
    JSON.stringify({
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        image: row.image,
        emailVerified: row.email_verified,
        timeZone: row.time_zone,
        timeZoneFollowsDevice: row.time_zone_follows_device,
      },
      isStaff: row.role === 'staff',
      staffRoles: row.staff_roles,
      permissions: permissionsOf(row.staff_roles),
    }),
  ];
}

const server = http.createServer((request, response) => {
  const answer = (status: number, body: string) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(body);
  if (request.method === 'GET' && request.url === '/api/me') {
    me(request.headers.cookie).then(
      ([status, body]) => answer(status, body),
      () => answer(500, '{"error":"INTERNAL"}'),
    );
  } else if (request.url === '/readyz') {
    answer(200, '{"status":"ready"}');
  } else {
    answer(404, '{"error":"NOT_FOUND"}');
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end();
});
