import { createHash } from 'node:crypto';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { realms } from '#content/realms.ts';
import { errorStatusByCode, isErrorCode } from '#shared/errors.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, DEFAULT_PASSWORD, signIn } from '#testing/auth-helpers.ts';
import {
  fuzzSettings,
  junkJson,
  junkText,
  Known,
  Repeated,
  shapedLike,
  type FieldHints,
} from '#testing/fuzz-arbitraries.ts';
import {
  claimKit,
  completeQuest,
  finishRealmTasks,
  sampleFiles,
  uploadWorksheet,
} from '#testing/journey-helpers.ts';
import { samplePhoto, uploadAvatar } from '#testing/profile-helpers.ts';
import { registeredEndpoints, type Endpoint } from '#testing/registered-endpoints.ts';
import { operations } from './openapi/operations.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';
import { grantStaffByEmail } from './auth/staff-role.ts';
import * as schema from './db/schema/index.ts';
import { listCreatorTables, type CreatorTable } from './features/account/creator-tables.ts';

/**
 * A property-based fuzz of every route the app registers (walked like the
 * policy test walks them), as a signed-in creator, a visitor and staff:
 * arbitrary path parameters, query strings, JSON bodies shaped like each
 * route's schema (and broken ones, junk, huge texts, NUL, lone surrogates),
 * content types, and raw bodies for the uploads. Every answer must be below
 * 500 and, from 400 up, in the app's error shape; and a second creator's rows
 * and files must be exactly as they were.
 *
 * Deterministic: a fixed seed, printed by fast-check on failure. The database
 * carries over from run to run, so reproduce a failure by running this file
 * again with the same seed (FUZZ_SEED), not by its path alone. FUZZ_RUNS
 * explores further locally; `npm test` keeps the runs below.
 */

const { seed: SEED, runs: RUNS } = fuzzSettings;
/** Generous for a loaded machine: the default runs take seconds. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 500);
const NOW = new Date('2026-03-10T12:00:00Z');

type Actor = 'creator' | 'staff' | 'visitor';

type Param = { value: string | Known | Repeated; raw: boolean };

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string | Repeated }
  | { kind: 'bytes'; bytes: Uint8Array | SampleName };

type FuzzRequest = {
  actor: Actor;
  method: string;
  route: string;
  params: Record<string, Param>;
  query: [string, unknown][] | string;
  headers: Record<string, string>;
  body?: Body;
};

/**
 * What each route reads, from the route registry (decision 036): the JSON
 * body and query its `op(…)` validates (or, for better-auth's, the body shape
 * declared beside it), and whether it streams an upload. The others get junk
 * bodies and queries. The contract test fails on a route served and not in
 * the registry, so a new route is fuzzed with its schema, not by chance.
 */
const routeInputs: Record<string, { json?: ZodType; query?: ZodType; upload?: true }> =
  Object.fromEntries(
    operations.map((operation) => [
      `${operation.method} ${operation.path}`,
      {
        json: operation.body ?? operation.bodyShape,
        query: operation.query,
        upload: operation.upload,
      },
    ]),
  );

const taskIds = realms.flatMap((realm) => allTasksOf(realm).map((task) => task.id));

/** Values that mean something to the services, for fields whose schema is a refinement or an id. */
const fieldHints: FieldHints = {
  questId: fc.constantFrom(...taskIds),
  timeZone: fc.constantFrom(
    'Asia/Tokyo',
    'Europe/Paris',
    'UTC',
    'Etc/GMT+12',
    'Pacific/Kiritimati',
  ),
  localTime: fc.constantFrom('00:00', '19:00', '23:59', '7:00', '19:60'),
  realmId: fc.integer({ min: 0, max: 4 }),
  realm: fc.integer({ min: 1, max: 10 }),
  email: fc.constantFrom(new Known('email', 0), new Known('email', 1), new Known('email', 2)),
  newEmail: fc.constantFrom(new Known('email', 0), 'new-address@example.com'),
  inviteeEmail: fc.constantFrom(new Known('email', 0), 'friend@example.com'),
  creatorId: fc.nat().map((index) => new Known('user', index)),
  userId: fc.nat().map((index) => new Known('user', index)),
  password: fc.constant(DEFAULT_PASSWORD),
  currentPassword: fc.constant(DEFAULT_PASSWORD),
  newPassword: fc.constantFrom('ember-path-2027', 'short'),
  before: fc.constantFrom('2026-03-10', '2026-02-29', '1970-01-01', '9999-12-31'),
  cohort: fc.constantFrom('week:2026-11-12', 'month:2026-11', 'week:2026-02-30', 'month:2026-13'),
  from: fc.constantFrom('2026-11-01', '2026-02-29', '1970-01-01', '9999-12-31'),
  to: fc.constantFrom('2026-11-30', '2026-02-30', '0000-01-01', '9999-12-31'),
  endpoint: fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/fuzz',
    'https://updates.push.services.mozilla.com/wpush/v2/fuzz',
    'https://evil.example/push',
  ),
  links: fc.array(fc.constantFrom('https://example.com/me', 'javascript:alert(1)', 'example.com'), {
    maxLength: 4,
  }),
  holdoutPercent: fc.oneof(fc.integer({ min: -1, max: 51 }), fc.constant(12.5)),
};

/** Path parameters by name: real ids (resolved when sent) mixed with junk. */
const paramHints: Record<string, fc.Arbitrary<string | Known | Repeated>> = {
  questId: fc.constantFrom(...taskIds),
  realmId: fc.oneof(fc.constantFrom('1', '2', '3'), fc.integer({ min: -1, max: 12 }).map(String)),
  userId: fc.nat().map((index) => new Known('user', index)),
  creatorId: fc.nat().map((index) => new Known('user', index)),
  avatarId: fc.nat().map((index) => new Known('avatar', index)),
  resourceId: fc.oneof(
    fc.nat().map((index) => new Known('resource', index)),
    fc.uuid(),
  ),
  // A buddy request's id, or a review request's (the review queue's routes name theirs the same).
  requestId: fc.oneof(
    fc.nat().map((index) => new Known('buddyRequest', index)),
    fc.nat().map((index) => new Known('reviewRequest', index)),
  ),
  pairId: fc.nat().map((index) => new Known('buddyPair', index)),
  notificationId: fc.nat().map((index) => new Known('notification', index)),
  claimId: fc.nat().map((index) => new Known('claim', index)),
  emailId: fc.nat().map((index) => new Known('email-row', index)),
  kind: fc.constantFrom('new-and-quiet', 'streak-broken', 'stuck-on-quest', 'everyone'),
  standingNudgeId: fc.oneof(
    fc.nat().map((index) => new Known('standingNudge', index)),
    fc.integer({ min: -1, max: 40 }).map(String),
  ),
};

/** better-auth's own endpoints behind /api/auth/*, and some that are not there. */
const authPaths = [
  'sign-up/email',
  'sign-in/email',
  'sign-in/social',
  'sign-out',
  'get-session',
  'update-user',
  'change-email',
  'change-password',
  'verify-password',
  'delete-user',
  'request-password-reset',
  'reset-password',
  'reset-password/fuzz-token',
  'verify-email',
  'send-verification-email',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'link-social',
  'unlink-account',
  'list-accounts',
  'callback/oidc',
  'account-info',
  'ok',
  'error',
  'no-such-endpoint',
];

const samples = {
  pdf: sampleFiles.pdf,
  png: sampleFiles.png,
  html: sampleFiles.html,
  truncatedPng: sampleFiles.png.subarray(0, 12),
  pdfWithJunk: Buffer.concat([sampleFiles.pdf.subarray(0, 8), Buffer.alloc(300, 0xff)]),
  empty: Buffer.alloc(0),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  zip: Buffer.from('504b0304140000000800', 'hex'),
  photo: await samplePhoto({ width: 32, height: 32, format: 'png' }),
  overFiveMegabytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0x41),
};
type SampleName = keyof typeof samples;

const contentTypes = [
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
];

function bodyArbitrary(route: string, method: string): fc.Arbitrary<Body | undefined> {
  if (method === 'GET') return fc.constant(undefined);
  const inputs = routeInputs[route] ?? {};
  const uploads = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(Object.keys(samples) as SampleName[])) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 256 }) },
  );
  const json = inputs.json ? shapedLike(inputs.json, fieldHints) : junkJson;
  const rawText = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,2', 'null', '"', '\u0000', '{"__proto__":{"x":1}}'),
    fc.string({ unit: 'binary', maxLength: 60 }),
    // Nested deeper than any parser's recursion, and over the 1 MB body limit.
    fc.constantFrom(new Repeated('[', 100_000), new Repeated('x', 1_100_000)),
  );
  return fc.oneof(
    {
      weight: inputs.upload ? 6 : 1,
      arbitrary: uploads.map((bytes) => ({ kind: 'bytes', bytes }) as const),
    },
    {
      weight: inputs.upload ? 1 : 8,
      arbitrary: json.map((value) => ({ kind: 'json', value }) as const),
    },
    { weight: 1, arbitrary: rawText.map((text) => ({ kind: 'text', text }) as const) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function queryArbitrary(route: string): fc.Arbitrary<[string, unknown][] | string> {
  const schemaOfQuery = routeInputs[route]?.query;
  const extra = fc.array(
    fc.tuple(fc.oneof(junkText.map(String), fc.string({ maxLength: 6 })), junkText),
    {
      maxLength: 2,
    },
  );
  const raw = fc.constantFrom(
    '?%',
    '?a=%ZZ',
    '?&&==&',
    '?page=1&page=2',
    '?token=%00',
    '?search=%C0',
  );
  const shaped = schemaOfQuery
    ? fc
        .tuple(shapedLike(schemaOfQuery, fieldHints), extra)
        .map(([value, more]) => [
          ...(value && typeof value === 'object' && !Array.isArray(value)
            ? Object.entries(value)
            : [['value', value] as [string, unknown]]),
          ...more,
        ])
    : extra;
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: raw });
}

/** `arbitrary`'s values once in `oneIn` draws, undefined otherwise. */
function sometimes<T>(oneIn: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { weight: Math.round((oneIn - 1) * 4), arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary },
  );
}

function headersArbitrary(route: string, method: string): fc.Arbitrary<Record<string, string>> {
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    { weight: 3, arbitrary: fc.constantFrom(...contentTypes) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const range = sometimes(
    3,
    fc.constantFrom(
      'bytes=0-0',
      'bytes=-1',
      'bytes=5-1',
      'bytes=0-',
      'bytes=abc',
      'bytes=0-1,3-4',
      'bytes=99999999999999999999-',
      'items=0-1',
      'bytes=-0',
    ),
  );
  const fileName = sometimes(
    1.25,
    fc.oneof(
      fc.constantFrom(
        'worksheet.pdf',
        'me.png',
        '..%2F..%2Fetc%2Fpasswd',
        '%00.pdf',
        '%E0%A4%A',
        'a.exe',
        'noext',
      ),
      junkText.map((text) => encodePart(String(text))),
    ),
  );
  const origin = sometimes(10, fc.constantFrom(TEST_APP_URL, 'https://evil.example', 'null'));
  return fc
    .record({ contentType, range, fileName, origin })
    .map(({ contentType: type, range: bytes, fileName: name, origin: from }) => {
      const headers: Record<string, string> = {};
      if (method !== 'GET' && type) headers['content-type'] = type;
      if (method === 'GET' && bytes) headers.range = bytes;
      if (routeInputs[route]?.upload && name !== undefined) headers['x-file-name'] = name;
      if (from) headers.origin = from;
      return headers;
    });
}

function paramsArbitrary(path: string): fc.Arbitrary<Record<string, Param>> {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (path.endsWith('*')) names.push('*');
  const model = Object.fromEntries(
    names.map((name) => {
      const meaningful =
        name === '*' ? fc.constantFrom(...authPaths) : (paramHints[name] ?? fc.constant('fuzz'));
      const value = fc.oneof(
        { weight: 4, arbitrary: meaningful },
        { weight: 2, arbitrary: junkText },
        { weight: 1, arbitrary: fc.integer().map(String) },
      );
      return [name, fc.record({ value, raw: fc.nat({ max: 7 }).map((draw) => draw === 0) })];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, Param>>;
}

const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Any registered route, now and then with another method, as one of `actors`. */
function requestArbitrary(endpoints: Endpoint[], actors: Actor[]): fc.Arbitrary<FuzzRequest> {
  const perEndpoint = endpoints.map((endpoint) => {
    const route = `${endpoint.method} ${endpoint.path}`;
    const params = paramsArbitrary(endpoint.path);
    const query = queryArbitrary(route);
    const withMethod = (method: string) =>
      fc.record({
        actor: fc.constantFrom(...actors),
        method: fc.constant(method),
        route: fc.constant(route),
        params,
        query,
        headers: headersArbitrary(route, method),
        body: bodyArbitrary(route, method),
      });
    return fc.oneof(
      { weight: 12, arbitrary: withMethod(endpoint.method) },
      { weight: 1, arbitrary: fc.constantFrom(...otherMethods).chain(withMethod) },
    );
  });
  return fc.oneof(...perEndpoint);
}

type Creator = Awaited<ReturnType<typeof createUser>>;

type World = {
  testApp: TestApp;
  actors: { creator: Creator; staff: Creator };
  victim: Creator & { ownRows: (entry: CreatorTable) => SQL | undefined };
  /** Other creators' rows that the fuzzing actors may rightly write (see the tests). */
  othersMayWrite: { tables: Set<string>; userColumns: Set<string> };
};

const idsOf = async (rows: Promise<{ id: string | number }[]>) =>
  (await rows).map((row) => String(row.id));

/** The values a `Known` picks from: rows made so far, oldest first, so a seed picks the same one. */
async function poolOf(world: World, pool: string): Promise<string[]> {
  const { db } = world.testApp;
  const { creator, staff } = world.actors;
  switch (pool) {
    case 'user':
      return [world.victim.id, creator.id, staff.id, 'no-such-user'];
    case 'email':
      return [world.victim.email, creator.email, staff.email];
    case 'avatar': {
      const { user } = schema;
      const rows = await db
        .select({ image: user.image })
        .from(user)
        .orderBy(user.createdAt, user.id);
      return rows.flatMap((row) => (row.image ? [row.image.split('/').at(-1)!] : []));
    }
    case 'resource': {
      const { resource } = schema;
      return idsOf(
        db.select({ id: resource.id }).from(resource).orderBy(resource.createdAt, resource.id),
      );
    }
    case 'buddyRequest': {
      const { buddyRequest } = schema;
      return idsOf(db.select({ id: buddyRequest.id }).from(buddyRequest).orderBy(buddyRequest.id));
    }
    case 'reviewRequest': {
      const { reviewRequest } = schema;
      return idsOf(
        db.select({ id: reviewRequest.id }).from(reviewRequest).orderBy(reviewRequest.id),
      );
    }
    case 'buddyPair': {
      const { buddyPair } = schema;
      return idsOf(db.select({ id: buddyPair.id }).from(buddyPair).orderBy(buddyPair.id));
    }
    case 'notification': {
      const { notification } = schema;
      return idsOf(db.select({ id: notification.id }).from(notification).orderBy(notification.id));
    }
    case 'claim': {
      const { rewardClaim } = schema;
      return idsOf(db.select({ id: rewardClaim.id }).from(rewardClaim).orderBy(rewardClaim.id));
    }
    case 'standingNudge': {
      const { standingNudge } = schema;
      return idsOf(
        db.select({ id: standingNudge.id }).from(standingNudge).orderBy(standingNudge.id),
      );
    }
    case 'email-row': {
      const { outboxEmail } = schema;
      return idsOf(db.select({ id: outboxEmail.id }).from(outboxEmail).orderBy(outboxEmail.id));
    }
    default:
      throw new Error(`no pool ${pool}`);
  }
}

async function resolve(world: World, value: unknown): Promise<unknown> {
  if (value instanceof Known) {
    const pool = await poolOf(world, value.pool);
    return pool.length > 0 ? pool[value.index % pool.length] : 'empty-pool';
  }
  if (value instanceof Repeated) return value.toJSON();
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(world, item)));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [key, await resolve(world, item)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

/** encodeURIComponent, but a lone surrogate goes as the invalid UTF-8 bytes a careless client would send. */
function encodePart(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

async function toRequest(
  world: World,
  request: FuzzRequest,
): Promise<{ url: string; init: RequestInit }> {
  let path = request.route.slice(request.route.indexOf(' ') + 1);
  for (const [name, param] of Object.entries(request.params)) {
    const value = String(await resolve(world, param.value));
    const encoded = param.raw ? value : encodePart(value);
    path =
      name === '*'
        ? path.replace('*', param.raw ? value : value.split('/').map(encodePart).join('/'))
        : path.replace(`:${name}`, encoded);
  }
  let query = '';
  if (typeof request.query === 'string') query = request.query;
  else if (request.query.length > 0) {
    const search = new URLSearchParams();
    for (const [key, value] of request.query) {
      const resolved = await resolve(world, value);
      for (const item of Array.isArray(resolved) ? resolved : [resolved]) {
        search.append(
          key,
          typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
        );
      }
    }
    query = `?${search.toString()}`;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  const actor = request.actor === 'visitor' ? undefined : world.actors[request.actor];
  if (actor) headers.set('cookie', actor.cookie);
  let body: BodyInit | undefined;
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    if (request.body.kind === 'json')
      body = JSON.stringify(await resolve(world, request.body.value)) ?? 'null';
    if (request.body.kind === 'text') body = String(request.body.text);
    if (request.body.kind === 'bytes') {
      body =
        typeof request.body.bytes === 'string'
          ? samples[request.body.bytes]
          : Buffer.from(request.body.bytes);
    }
  }
  return { url: `${path}${query}`, init: { method: request.method, headers, body } };
}

// Every method but GET on /api/auth/providers reaches better-auth's catch-all too.
const isBetterAuthPath = (url: string) => url.startsWith('/api/auth/');

/** Every error is `{ error: { code, message, … } }` with the status its code stands for. */
function errorShapeProblem(url: string, status: number, text: string): string | undefined {
  // A range past the end answers 416 with Content-Range and no body, as HTTP says.
  if (status === 416) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code) && typeof error.message === 'string') {
    return errorStatusByCode[error.code] === status
      ? undefined
      : `code ${error.code} with ${status}`;
  }
  // better-auth's own errors keep its `{ code, message }`, which the web client reads (lib/call-auth.ts).
  const own = body as { message?: unknown } | null;
  if (isBetterAuthPath(url) && typeof own?.message === 'string') return undefined;
  return 'not in the app’s error shape';
}

async function send(world: World, request: FuzzRequest): Promise<void> {
  const { url, init } = await toRequest(world, request);
  const response = await world.testApp.app.request(url, {
    ...init,
    ...({ duplex: 'half' } as object),
  });
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  const problem =
    response.status >= 500
      ? `answered ${response.status}`
      : response.status >= 400
        ? errorShapeProblem(url, response.status, text)
        : undefined;
  if (problem) {
    throw new Error(
      `${init.method} ${url.slice(0, 300)} as ${request.actor}: ${problem}\n${text.slice(0, 500)}`,
    );
  }
}

/** The actors come back as they were: signed in again, or made anew if the fuzz deleted one. */
async function restoreActors(world: World) {
  const { testApp, actors } = world;
  for (const role of ['creator', 'staff'] as const) {
    const actor = actors[role];
    const me = await apiAs(testApp, actor.cookie).me.$get();
    if (me.status === 200) {
      const { isStaff } = await me.json();
      if (isStaff === (role === 'staff')) continue;
      await testApp.db
        .update(schema.user)
        .set(
          role === 'staff'
            ? { role: 'staff', staffRoles: ['admin'] }
            : { role: 'creator', staffRoles: [] },
        )
        .where(eq(schema.user.id, actor.id));
      continue;
    }
    const again = await signIn(testApp, actor);
    if (again.status === 200) {
      actors[role] = {
        ...actor,
        cookie: again.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      };
      if (role === 'staff') await grantStaffByEmail(testApp.db, actor.email);
      continue;
    }
    actors[role] = role === 'staff' ? await createStaff(testApp) : await createUser(testApp);
  }
}

const creatorTables = listCreatorTables();

/**
 * Every row of the victim in every creator table (found from the schema, as
 * the export finds them), in one round trip, and a hash of each of their files.
 */
async function snapshotOfVictim(world: World) {
  const { db, fileStore } = world.testApp;
  const selects = creatorTables
    .filter((entry) => !world.othersMayWrite.tables.has(entry.name))
    .map(
      (entry) =>
        sql`select ${entry.name}::text as name, coalesce((select json_agg(row_to_json(${entry.table}) order by ${sql.join(entry.keyColumns, sql`, `)}) from ${entry.table} where ${world.victim.ownRows(entry)}), '[]'::json)::text as rows`,
    );
  // Both drivers answer with `rows`; the shared Database type cannot say so.
  const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as {
    rows: { name: string; rows: string }[];
  };
  const tables = Object.fromEntries(
    result.rows.map(({ name, rows }) => {
      const parsed = JSON.parse(rows) as Record<string, unknown>[];
      const shown =
        name === 'user'
          ? parsed.map((row) =>
              Object.fromEntries(
                Object.entries(row).filter(([key]) => !world.othersMayWrite.userColumns.has(key)),
              ),
            )
          : parsed;
      return [name, shown];
    }),
  );
  const fileKeys = [
    ...(tables.quest_answer ?? []).map((row) => row.file_key),
    ...(tables.creator_profile ?? []).map((row) => row.avatar_key),
  ].filter((key): key is string => typeof key === 'string');
  const files: Record<string, string | null> = {};
  for (const key of fileKeys) {
    const stored = await fileStore.get(key);
    const hash = createHash('sha256');
    if (stored) for await (const chunk of stored.body) hash.update(chunk as Buffer);
    files[key] = stored ? hash.digest('hex') : null;
  }
  return { tables, files };
}

/** A creator with something in every part of their journey: answers, a worksheet, a check-in, a profile. */
async function createVictim(testApp: TestApp) {
  // A password the fuzz never sends: signing in as the victim would rightly change their sessions.
  const victim = await createUser(testApp, {
    name: 'Vera Victim',
    timeZone: 'Asia/Tokyo',
    password: 'victim-only-knows-2026',
  });
  const api = apiAs(testApp, victim.cookie);
  const expectOk = async (response: Promise<Response>, label: string) => {
    const answered = await response;
    if (answered.status >= 300)
      throw new Error(`${label}: ${answered.status} ${await answered.text()}`);
  };
  await expectOk(completeQuest(testApp, victim.cookie, 'r1-origin-story', 'My story'), 'answer');
  await expectOk(
    uploadWorksheet(testApp, victim.cookie, 'r1-audience-map', sampleFiles.pdf),
    'worksheet',
  );
  await expectOk(completeQuest(testApp, victim.cookie, 'r1-audience-map'), 'worksheet answer');
  await expectOk(api.checkins.$post({ json: { response: 'Filmed an intro.' } }), 'check-in');
  await expectOk(
    uploadAvatar(testApp, victim.cookie, await samplePhoto({ width: 64, height: 64 })),
    'avatar',
  );
  await expectOk(
    api.profile.$put({
      json: { name: 'Vera Victim', bio: 'I film things.', links: ['https://example.com/vera'] },
    }),
    'profile',
  );
  await expectOk(
    api.profile['shipping-address'].$put({
      json: { name: 'Vera', address: '1 Lane', city: 'Portland', state: 'OR', zipCode: '97201' },
    }),
    'address',
  );
  await expectOk(api.reminders.$put({ json: { isEnabled: true, localTime: '19:00' } }), 'reminder');
  await expectOk(api.buddies.visibility.$put({ json: { isFindable: true } }), 'findable');
  const ownRows = (entry: CreatorTable) =>
    or(
      ...entry.idColumns.map((column) => eq(column, victim.id)),
      ...entry.emailColumns.map((column) => eq(sql`lower(${column})`, victim.email.toLowerCase())),
    );
  return { ...victim, ownRows };
}

async function createWorld(othersMayWrite: World['othersMayWrite']): Promise<World> {
  const testApp = await createTestApp({}, { clock: () => NOW });
  const staff = await createStaff(testApp);
  const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
  const victim = await createVictim(testApp);
  return { testApp, actors: { creator, staff }, victim, othersMayWrite };
}

async function fuzz(world: World, actors: Actor[], endpoints: Endpoint[]) {
  const before = await snapshotOfVictim(world);
  const request = requestArbitrary(endpoints, actors);
  // A few requests one after another, or one request sent several times at once (a double submit).
  const batch = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        atOnce: fc.constant(false),
        requests: fc.array(request, { minLength: 1, maxLength: 4 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        atOnce: fc.constant(true),
        requests: fc
          .tuple(request, fc.integer({ min: 2, max: 4 }))
          .map(([one, times]) => Array<FuzzRequest>(times).fill(one)),
      }),
    },
  );
  await fc.assert(
    fc.asyncProperty(batch, async ({ atOnce, requests }) => {
      await restoreActors(world);
      if (atOnce) await Promise.all(requests.map((one) => send(world, one)));
      else for (const one of requests) await send(world, one);
      expect(await snapshotOfVictim(world)).toEqual(before);
    }),
    { seed: SEED, numRuns: RUNS },
  );
  // The snapshot is not blind: a change the victim makes shows.
  const changed = await apiAs(world.testApp, world.victim.cookie).profile.$put({
    json: { name: 'Vera Victim', bio: 'Changed by Vera herself.', links: [] },
  });
  expect(changed.status).toBe(200);
  expect(await snapshotOfVictim(world)).not.toEqual(before);
}

/** Rows others may add about a creator: a buddy request, a block, its notification and email. */
const writtenByOthers = ['buddy_request', 'buddy_block', 'notification', 'outbox_email'];

describe('fuzzing every route', () => {
  it(
    'as a signed-in creator and a visitor: no 5xx, errors in shape, another creator untouched',
    async () => {
      const world = await createWorld({ tables: new Set(writtenByOthers), userColumns: new Set() });
      // Realm 1 done but its kit not claimed: claiming it and realm 2's quests are in reach.
      await finishRealmTasks(world.testApp, world.actors.creator.cookie, 1);
      await fuzz(
        world,
        ['creator', 'creator', 'creator', 'visitor'],
        registeredEndpoints(world.testApp.app),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'as staff: no 5xx, errors in shape, a creator’s journey untouched',
    async () => {
      // Staff may grant the victim the staff role (audited): that is theirs to change. A list
      // nudge may pick the victim, nudged or held back (decision 044).
      const world = await createWorld({
        tables: new Set([...writtenByOthers, 'nudge_batch_member']),
        userColumns: new Set(['role', 'updated_at']),
      });
      // A kit claim of another creator, for the claims queue to act on.
      const claimant = await createUser(world.testApp);
      await finishRealmTasks(world.testApp, claimant.cookie, 1);
      const claimed = await claimKit(world.testApp, claimant.cookie, 1);
      expect(claimed.status).toBe(201);
      await fuzz(world, ['staff'], registeredEndpoints(world.testApp.app));
    },
    TIMEOUT_MS,
  );
});
