import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/raw-rows.ts';
import {
  openRealmsAt,
  createCurriculumCache,
} from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { createCountedViews } from '#server/features/insights/counted-views.ts';
import { liveRealmsOf } from '#server/features/insights/insights-filter.ts';
import { getReviewInsights } from '#server/features/insights/review-insights.service.ts';
import { restaleAllIfTasksChanged } from '#server/features/insights/rollup.queries.ts';
import { BENCH_AUTH_SECRET, startBenchServer } from './bench-server.ts';
import { percentile, timeCallers } from './insights.ts';
import { seedReviewQueue } from './review-seed.ts';
import { sessionCookieFor } from './seed.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/**
 * `npm run bench -- review`: the coaches' review queue at 100,000 creators and 1,000,000
 * answers on PostgreSQL, 20,000 answers waiting and every older one reviewed, measured at
 * 10 callers (each a coach of their own): the queue's first page, a draft saved, a review
 * sent — each save on a request no other save touched, so every one succeeds and a non-2xx
 * answer is a real failure. The target: p99 ≤ 150 ms.
 */
const CREATORS = Number(process.env.BENCH_REVIEW_CREATORS ?? 100_000);
const WAITING = Number(process.env.BENCH_REVIEW_WAITING ?? 20_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = `${process.env.BENCH_DATABASE ?? 'emberpath_bench'}_review`;
const TARGET_P99_MS = 150;

type WaitingRequest = { id: number; version: number; criteria: number };

/** Seeds the programme and the queue; answers the waiting requests, the oldest first. */
async function seed(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedCurriculum({ db: database.db });
  const startedAt = performance.now();
  await seedReviewQueue(database.db, {
    creators: CREATORS,
    coaches: CONNECTIONS,
    waiting: WAITING,
  });
  // The rollup's first pass would see new tasks and mark every creator stale: record them
  // as seen, with nobody stale, so no pass competes with the measurement.
  const curriculum = createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) });
  const tasks = liveRealmsOf(await openRealmsAt(curriculum, new Date())).flatMap(
    (realm) => realm.tasks,
  );
  await restaleAllIfTasksChanged(database.db, tasks.map((task) => task.questId).join(' '));
  await database.db.execute(sql`delete from insight_stale_creator`);
  const seconds = (performance.now() - startedAt) / 1000;
  const counts = rowsOf<Record<string, number>>(
    await database.db.execute(sql`
      select (select count(*) from "user")::int as accounts,
        (select count(*) from quest_answer)::int as answers,
        (select count(*) from review_request)::int as requests,
        (select count(*) from review_request where reviewed_at is null)::int as waiting,
        (select count(*) from answer_review where status = 'sent')::int as sent`),
  )[0];
  console.log(`Seeded ${JSON.stringify(counts)} in ${seconds.toFixed(0)} s.`);
  await measureInsightsView({ db: database.db, curriculum });
  const waiting = rowsOf<WaitingRequest>(
    await database.db.execute(sql`
      select r.id, r.version, cardinality(q.feedback_criteria)::int as criteria
      from review_request r join curriculum_quest q on q.id = r.quest_id
      where r.reviewed_at is null order by r.submitted_at, r.id`),
  );
  await database.close();
  return waiting;
}

/**
 * The insights' feedback view at this scale, service level (as bench/insights.ts measures the
 * others): 10 callers, 50 calls, as staff meet it (the answer kept 30 s) and counted afresh.
 */
async function measureInsightsView(deps: Parameters<typeof createCountedViews>[0]) {
  const clock = () => new Date();
  const kept = { ...deps, clock, views: createCountedViews(deps) };
  await getReviewInsights(kept, {});
  const asStaffMeetIt = await timeCallers(() => getReviewInsights(kept, {}), { requests: 50 });
  const afresh = await timeCallers(
    () =>
      getReviewInsights({ ...kept, views: createCountedViews({ ...deps, answerMaxAgeMs: 0 }) }, {}),
    { requests: 50 },
  );
  const ms = (sorted: number[], share: number) => Math.round(percentile(sorted, share));
  console.log(
    `Insights, feedback on answers (everyone), 10 callers: as staff meet it p50 ${ms(asStaffMeetIt, 0.5)} ms, p99 ${ms(asStaffMeetIt, 0.99)} ms; counted afresh p50 ${ms(afresh, 0.5)} ms, p99 ${ms(afresh, 0.99)} ms.`,
  );
}

type Call = { path: string; method: 'GET' | 'PUT' | 'POST'; body?: string };

/**
 * Who calls what: each connection a coach of their own; the saves walk the waiting requests,
 * drafts from the oldest, reviews from the newest, so no two saves share a request.
 */
function calls(waiting: WaitingRequest[]): [string, () => Call][] {
  let drafts = 0;
  let reviews = 0;
  const feedback = 'Clear and specific: the hook lands in the first line. Keep going.';
  return [
    ['GET /api/admin/reviews (first page)', () => ({ method: 'GET', path: '/api/admin/reviews' })],
    [
      'PUT /api/admin/reviews/:id/draft',
      () => {
        const request = waiting[drafts++ % waiting.length]!;
        return {
          method: 'PUT',
          path: `/api/admin/reviews/${request.id}/draft`,
          body: JSON.stringify({
            criteria: Array(request.criteria).fill(true),
            feedback,
            verdict: 'great_work',
          }),
        };
      },
    ],
    [
      'POST /api/admin/reviews/:id/review',
      () => {
        const request = waiting[waiting.length - 1 - (reviews++ % waiting.length)]!;
        return {
          method: 'POST',
          path: `/api/admin/reviews/${request.id}/review`,
          body: JSON.stringify({
            version: request.version,
            criteria: Array(request.criteria).fill(true),
            feedback,
            verdict: 'great_work',
          }),
        };
      },
    ],
  ];
}

export async function benchmarkReviews() {
  const url = await freshPostgresDatabase(POSTGRES_SERVER, DATABASE_NAME, 'nothing to measure');
  if (!url) return;
  console.log(
    `Review queue: seeding ${CREATORS.toLocaleString()} creators on PostgreSQL; ${CONNECTIONS} callers, ${DURATION_S} s per route; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  const waiting = await seed(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-bench-review-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url });
  // Connection i is coach i: autocannon gives each connection its own client, numbered by
  // the order they first ask, so the cookie is chosen per request by turn.
  let turn = 0;
  const cookie = () => sessionCookieFor(CREATORS + 1 + (turn++ % CONNECTIONS), BENCH_AUTH_SECRET);
  const rows = [];
  for (const [route, next] of calls(waiting)) {
    const result = await autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const call = next();
            return {
              ...request,
              ...call,
              headers: {
                ...request.headers,
                cookie: cookie(),
                'content-type': 'application/json',
                'accept-encoding': 'gzip, deflate, br',
              },
            };
          },
        },
      ],
    });
    rows.push({
      route,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      target: result.latency.p99 <= TARGET_P99_MS ? 'met' : `missed (p99 > ${TARGET_P99_MS})`,
    });
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchmarkReviews();
