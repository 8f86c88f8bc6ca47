import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { createCurriculumCache } from '#server/features/curriculum/curriculum-cache.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { getActivity, getRetention } from '#server/features/insights/activity.service.ts';
import {
  listAtRisk,
  listQuietBuddyPairs,
  listSittingOn,
} from '#server/features/insights/at-risk.service.ts';
import { createCountedViews } from '#server/features/insights/counted-views.ts';
import {
  getFunnel,
  getStall,
  type InsightsDeps,
} from '#server/features/insights/insights.service.ts';
import { getOperations } from '#server/features/insights/operations.service.ts';
import { refreshInsights, refreshInsightsFor } from '#server/features/insights/rollup.service.ts';
import { seedInsightsProgramme } from './insights-seed.ts';
import { freshPostgresDatabase } from './fresh-database.ts';

/**
 * The insights views at 100,000 creators, 5,000,000 check-ins and 2,000,000 answers on
 * PostgreSQL: the rollup built from nothing, a day's changes counted, then each view asked by
 * 10 callers at once, over and over (p50 and p99), as staff meet it (answers kept while
 * current) and counted afresh every time (no kept answer: the rollup's own speed). Service
 * level: the session read in front of it is measured by the console bench.
 */
const CREATORS = Number(process.env.BENCH_INSIGHTS_CREATORS ?? 100_000);
const CALLERS = 10;
const REQUESTS_PER_VIEW = Number(process.env.BENCH_INSIGHTS_REQUESTS ?? 100);

export function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

/** `requests` calls of `run` by `callers` at once; each call's milliseconds, sorted. */
export async function timeCallers(
  run: () => Promise<unknown>,
  { callers = CALLERS, requests = REQUESTS_PER_VIEW } = {},
) {
  const timings: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < requests) {
        next += 1;
        const startedAt = performance.now();
        await run();
        timings.push(performance.now() - startedAt);
      }
    }),
  );
  return timings.sort((a, b) => a - b);
}

const ms = (value: number) => Math.round(value);

type View = [name: string, run: (deps: InsightsDeps) => Promise<unknown>];

function viewsToMeasure(): View[] {
  const lastMonth = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
  const page = { page: 1, pageSize: 25, sort: 'since', direction: 'desc' } as const;
  return [
    ['funnel (everyone)', (deps) => getFunnel(deps, {})],
    ['funnel (last month’s cohort)', (deps) => getFunnel(deps, { cohort: `month:${lastMonth}` })],
    ['stall (everyone)', (deps) => getStall(deps, {})],
    ['stall (last month’s cohort)', (deps) => getStall(deps, { cohort: `month:${lastMonth}` })],
    ['retention', (deps) => getRetention(deps, {})],
    ['activity', (deps) => getActivity(deps, {})],
    ['operations', (deps) => getOperations(deps, {})],
    ...(['new-and-quiet', 'streak-broken', 'stuck-on-quest'] as const).map((kind): View => [
      `at risk: ${kind}`,
      (deps) => listAtRisk(deps, { kind, query: page }),
    ]),
    [
      'sitting on a quest',
      (deps) => listSittingOn(deps, { questId: 'r2-message-map', query: page }),
    ],
    ['quiet buddy pairs', (deps) => listQuietBuddyPairs(deps, { page: 1, pageSize: 25 })],
  ];
}

export async function benchmarkInsights(serverUrl: string, databaseName: string) {
  const url = await freshPostgresDatabase(serverUrl, databaseName, 'skipping the insights bench');
  if (!url) return [];
  const database = await openDatabase({
    kind: 'postgres',
    url,
    maxConnections: CALLERS,
  });
  await database.migrate();
  await seedCurriculum({ db: database.db });
  const curriculum = createCurriculumCache({ db: database.db, logger: pino({ level: 'silent' }) });
  const rollup = { db: database.db, curriculum };

  let startedAt = performance.now();
  await seedInsightsProgramme(database.db, {
    creators: CREATORS,
    checkinsPerCreator: 50,
    answersPerCreator: 20,
  });
  const counts = (await database.db.execute(sql`
    select (select count(*) from "user")::int as creators, (select count(*) from daily_checkin)::int as checkins,
      (select count(*) from quest_answer)::int as answers`)) as unknown as { rows: unknown[] };
  console.log(
    `Insights bench: seeded ${JSON.stringify(counts.rows[0])} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`,
  );
  startedAt = performance.now();
  const built = await refreshInsightsFor(rollup, { now: new Date(), budgetMs: 60 * 60_000 });
  console.log(
    `The rollup, built from nothing: ${built} creators in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`,
  );
  // A day's changes: one creator in ten checks in again (their check-in of today rewritten).
  await database.db.execute(
    sql`update daily_checkin set response = 'Again' where user_id like 'ib-%0' and local_date = current_date - (
      select (substring(user_id from 4)::int % 30)) `,
  );
  startedAt = performance.now();
  let changed = 0;
  for (let pass = await refreshInsights(rollup, { now: new Date() }); pass > 0;) {
    changed += pass;
    pass = await refreshInsights(rollup, { now: new Date() });
  }
  console.log(
    `A day's changes counted: ${changed} creators in ${((performance.now() - startedAt) / 1000).toFixed(1)} s, in passes of 500.`,
  );
  await database.db.execute(sql`vacuum analyze`);

  const kept = createCountedViews(rollup);
  const rows = [];
  for (const [view, run] of viewsToMeasure()) {
    const keptDeps: InsightsDeps = { ...rollup, clock: () => new Date(), views: kept };
    await run(keptDeps);
    const asStaffMeetIt = await timeCallers(() => run(keptDeps));
    // A fresh set of kept answers a call: every call counts from the rollup.
    const counted = await timeCallers(() =>
      run({ ...keptDeps, views: createCountedViews(rollup) }),
    );
    rows.push({
      view,
      'p50 ms': ms(percentile(asStaffMeetIt, 0.5)),
      'p99 ms': ms(percentile(asStaffMeetIt, 0.99)),
      'counted afresh p50 ms': ms(percentile(counted, 0.5)),
      'counted afresh p99 ms': ms(percentile(counted, 0.99)),
    });
  }
  console.log(`${CALLERS} callers at once, ${REQUESTS_PER_VIEW} requests a view.`);
  await database.close();
  return rows;
}
