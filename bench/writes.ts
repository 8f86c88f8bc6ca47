import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { realms } from '#content/realms.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { seedCreators, sessionCookieFor } from './seed.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/**
 * `npm run bench -- writes`: the creator's writes at 10 callers on
 * PostgreSQL — completing a quest, writing today's check-in, saving the
 * profile — each request one that succeeds (a quest completed once, a
 * check-in once a day), so a non-2xx answer is a real failure. Work added to
 * every write (a lock, a trigger, a queue row) shows here: run it on the
 * commit before a change and on the change, on one machine, and give both.
 */
const CREATORS = Number(process.env.BENCH_CREATORS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_writes`;

/** Realm 1's tasks after the two every seeded creator has done, that take written words. */
const openWrittenQuestIds = realms[0]!.quests
  .slice(2)
  .filter((task) => task.type !== 'worksheet')
  .map((task) => task.id);
/** Creators whose id % 10 is 0-3 are halfway through realm 1 (bench/seed.ts). */
const tierZero = Array.from({ length: CREATORS }, (_, index) => index + 1).filter(
  (index) => index % 10 < 4,
);

type Write = {
  name: string;
  next: () => { cookie: string; method: 'POST' | 'PUT'; path: string; body: string };
};

function writes(): Write[] {
  let completions = 0;
  let checkins = 0;
  let profiles = 0;
  const cookie = (index: number) => sessionCookieFor(index, BENCH_AUTH_SECRET);
  return [
    {
      name: 'POST /api/quests/:questId/complete',
      next: () => {
        const slot = completions++;
        const creator = tierZero[slot % tierZero.length]!;
        const questId =
          openWrittenQuestIds[Math.floor(slot / tierZero.length) % openWrittenQuestIds.length]!;
        return {
          cookie: cookie(creator),
          method: 'POST',
          path: `/api/quests/${questId}/complete`,
          body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
        };
      },
    },
    {
      name: 'POST /api/checkins',
      next: () => ({
        cookie: cookie(1 + (checkins++ % CREATORS)),
        method: 'POST',
        path: '/api/checkins',
        body: JSON.stringify({ response: 'Filmed, edited, and posted one short today.' }),
      }),
    },
    {
      name: 'PUT /api/profile',
      next: () => {
        const creator = 1 + (profiles++ % CREATORS);
        return {
          cookie: cookie(creator),
          method: 'PUT',
          path: '/api/profile',
          body: JSON.stringify({
            name: `Creator ${creator}`,
            bio: 'Short films about cooking on a budget.',
            links: ['https://example.com/channel'],
          }),
        };
      },
    },
  ];
}

export async function benchmarkWrites() {
  const url = await freshPostgresDatabase(POSTGRES_SERVER, DATABASE_NAME, 'nothing to measure');
  if (!url) return;
  console.log(
    `Writes: seeding ${CREATORS.toLocaleString()} creators on PostgreSQL; ${CONNECTIONS} callers, ${DURATION_S} s per route; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedCurriculum({ db: database.db });
  await seedCreators(database.db, CREATORS);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-writes-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url });
  const rows = [];
  for (const write of writes()) {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const { cookie, ...next } = write.next();
            return {
              ...request,
              ...next,
              headers: {
                ...request.headers,
                cookie,
                'content-type': 'application/json',
              },
            };
          },
        },
      ],
    });
    rows.push({
      route: write.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
    });
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkWrites();
