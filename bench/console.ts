import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { listKitClaims } from '#server/features/realms/kit-claims.service.ts';
import { listCreators } from '#server/features/staff/creators.service.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { seedCreators, sessionCookieFor } from './seed.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/**
 * The staff console's lists at 100,000 creators on PostgreSQL: the claims
 * queue and the creators list (first page, a deep page, filtered, searched,
 * sorted), 50 connections, and the queries one page costs at 10 and at 100 rows.
 */
const CREATORS = Number(process.env.BENCH_CONSOLE_CREATORS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const STAFF_INDEX = 1;

/** Seeds the creators, spreads their claims over every status, and makes creator 1 staff. */
async function seed(url: string) {
  let queries = 0;
  const database = await openDatabase({ kind: 'postgres', url, onQuery: () => (queries += 1) });
  await database.migrate();
  const startedAt = performance.now();
  await seedCreators(database.db, CREATORS);
  await database.db.execute(sql`
    update reward_claim set
      status = (array['pending','packed','shipped','delivered','cancelled']::reward_status[])[1 + id % 5],
      carrier = case when id % 5 in (2, 3) then 'UPS' end,
      tracking_number = case when id % 5 in (2, 3) then '1Z' || id end,
      created_at = now() - (id % 400) * interval '1 hour'`);
  await database.db.execute(
    sql`update "user" set role = 'staff', staff_roles = '{admin}' where id = ${`bench-${STAFF_INDEX}`}`,
  );
  await database.db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - startedAt) / 1000;

  await seedCurriculum({ db: database.db });
  const curriculum = createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) });
  await curriculum.get();
  const deps = { db: database.db, curriculum, clock: () => new Date() };
  const count = async (work: () => Promise<unknown>) => {
    const before = queries;
    await work();
    return queries - before;
  };
  // One page at a time: the counter is shared, so the pages must not overlap.
  const figures = { claims: [] as number[], creators: [] as number[] };
  for (const pageSize of [10, 100]) {
    figures.claims.push(
      await count(() => listKitClaims(deps, { page: 3, pageSize, sort: 'oldest' })),
    );
    figures.creators.push(
      await count(() =>
        listCreators(deps, { page: 3, pageSize, sort: 'joined', direction: 'desc' }),
      ),
    );
  }
  await database.close();
  return { seedSeconds, figures };
}

export type ConsoleRow = { route: string; rps: number; p50: number; p99: number; non2xx: number };

export async function benchmarkConsoleLists(
  postgresServer: string,
  databaseName: string,
): Promise<ConsoleRow[]> {
  const url = await freshPostgresDatabase(
    postgresServer,
    databaseName,
    'skipping the console lists',
  );
  if (!url) return [];
  console.log(`\nStaff console: seeding ${CREATORS.toLocaleString()} creators on PostgreSQL...`);
  const { seedSeconds, figures } = await seed(url);
  console.log(
    `Seeded in ${seedSeconds.toFixed(1)} s. Queries per page (10 rows / 100 rows): claims ${figures.claims.join(' / ')}, creators ${figures.creators.join(' / ')}`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-console-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url });

  const cookie = sessionCookieFor(STAFF_INDEX, BENCH_AUTH_SECRET);
  const randomCreator = () => 1 + Math.floor(Math.random() * CREATORS);
  const routes: [string, () => string][] = [
    ['claims: oldest first, page 1', () => '/api/admin/claims'],
    ['claims: newest first, page 1', () => '/api/admin/claims?sort=newest'],
    ['claims: page 200', () => '/api/admin/claims?page=200'],
    ['claims: status shipped, realm 2', () => '/api/admin/claims?status=shipped&realm=2'],
    ['claims: search by name', () => `/api/admin/claims?search=creator ${randomCreator()}`],
    ['creators: newest first, page 1', () => '/api/admin/creators'],
    ['creators: by name, page 100', () => '/api/admin/creators?sort=name&direction=asc&page=100'],
    ['creators: search by email', () => `/api/admin/creators?search=creator${randomCreator()}@`],
  ];
  const rows: ConsoleRow[] = [];
  for (const [route, pathFor] of routes) {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            path: encodeURI(pathFor()),
            headers: { ...request.headers, cookie, 'accept-encoding': 'gzip, deflate, br' },
          }),
        },
      ],
    });
    rows.push({
      route: `GET ${route}`,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    });
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return rows;
}
