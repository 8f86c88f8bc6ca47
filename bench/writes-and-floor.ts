import { realms } from '#content/realms.ts';
import type { BenchServer } from './bench-server.ts';
import { loadGeneratorMeter, openPostgresMeter, serverMeter } from './cpu-meters.ts';
import {
  measureInterleaved,
  spreadOf,
  type InterleavedRound,
  type Target,
  type WindowFigures,
} from './interleaved.ts';

/**
 * The creator's two commonest writes, a check-in and a quest completed, each measured turn
 * about with the floor route as progress is (bench/interleaved.ts), on both databases: every
 * write one that succeeds, by the seeded writers (bench/seed.ts `seedWriters`), so a non-2xx
 * answer is a real failure. Work added to every write (a trigger, a hook) shows here as a lower
 * share of the floor. Then, from the server's metrics, the longest the embedded database was
 * held at once by background work (the rollup's passes, the outboxes, the jobs): every request
 * waits behind such a hold, and a round in which a route answered nothing is named.
 */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-long-enough-for-the-rule';
const FLOOR_PATH = '/api/me';

/** Realm 1's quests a writer completes with words, in any order. */
const writtenQuestIds = realms[0]!.quests
  .filter((quest) => quest.type !== 'worksheet')
  .map((quest) => quest.id);

export type WritesAndFloor = {
  database: string;
  checkins: InterleavedRound[];
  completions: InterleavedRound[];
  /** Longest hold in seconds, by background work; null on PostgreSQL (nothing waits on one connection). */
  longestHolds: Map<string, number> | null;
  /** Holds over 100 ms, by background work. */
  longHolds: Map<string, number> | null;
  /**
   * The longest the server's event loop was blocked during the rounds, in seconds; null on
   * PostgreSQL. PGlite runs in it, so this bounds any one statement's hold, a request's too.
   */
  longestBlock: number | null;
};

export async function benchmarkWritesAndFloor(
  database: string,
  server: BenchServer,
  options: {
    rounds: number;
    secondsPerWindow: number;
    connections: number;
    cookieFor: (creator: number) => string;
    randomCreator: () => number;
    /** The seeded writers: creators `firstWriter` … `firstWriter + writers - 1`. */
    firstWriter: number;
    writers: number;
    postgresUrl?: string;
  },
): Promise<WritesAndFloor> {
  const json = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
  const floor: Target = () => ({
    method: 'GET',
    path: FLOOR_PATH,
    headers: { cookie: options.cookieFor(options.randomCreator()) },
  });
  let checkins = 0;
  const checkin: Target = () => ({
    method: 'POST',
    path: '/api/checkins',
    headers: json(options.cookieFor(options.firstWriter + (checkins++ % options.writers))),
    body: JSON.stringify({ response: 'Filmed, edited, and posted one short today.' }),
  });
  let completions = 0;
  const completion: Target = () => {
    const slot = completions++;
    const questId = writtenQuestIds[Math.floor(slot / options.writers) % writtenQuestIds.length]!;
    return {
      method: 'POST',
      path: `/api/quests/${questId}/complete`,
      headers: json(options.cookieFor(options.firstWriter + (slot % options.writers))),
      body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
    };
  };
  const postgres = options.postgresUrl ? await openPostgresMeter(options.postgresUrl) : undefined;
  // A scrape resets the event loop's longest delay: the server's start-up no longer counts.
  if (!options.postgresUrl) await readMetrics(server.baseUrl);
  const against = (candidate: Target) =>
    measureInterleaved(server.baseUrl, {
      baseline: floor,
      candidate,
      rounds: options.rounds,
      secondsPerWindow: options.secondsPerWindow,
      connections: options.connections,
      cpuMeters: [
        serverMeter(server.pid),
        ...(postgres ? [postgres.meter] : []),
        loadGeneratorMeter(),
      ],
    });
  const checkinRounds = await against(checkin);
  const completionRounds = await against(completion);
  await postgres?.close();
  const holds = options.postgresUrl ? null : readBackgroundHolds(await readMetrics(server.baseUrl));
  return {
    database,
    checkins: checkinRounds,
    completions: completionRounds,
    longestHolds: holds?.longest ?? null,
    longHolds: holds?.overLimit ?? null,
    longestBlock: holds?.longestBlock ?? null,
  };
}

async function readMetrics(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  return response.text();
}

/**
 * The hold gauges and histograms the server's metrics hold (src/server/metrics/metrics.ts), and
 * the event loop's longest delay since the last scrape (prom-client's default metrics).
 */
function readBackgroundHolds(text: string) {
  let longestBlock = 0;
  const longest = new Map<string, number>();
  const total = new Map<string, number>();
  const upTo100 = new Map<string, number>();
  for (const line of text.split('\n')) {
    const block = /^emberpath_nodejs_eventloop_lag_max_seconds (\S+)$/.exec(line);
    if (block) longestBlock = Number(block[1]);
    const longestMatch =
      /^emberpath_db_background_hold_longest_seconds\{work="([^"]+)"\} (\S+)$/.exec(line);
    if (longestMatch) longest.set(longestMatch[1]!, Number(longestMatch[2]));
    const count = /^emberpath_db_background_hold_seconds_count\{work="([^"]+)"\} (\S+)$/.exec(line);
    if (count) total.set(count[1]!, Number(count[2]));
    const bucket =
      /^emberpath_db_background_hold_seconds_bucket\{le="0\.1",work="([^"]+)"\} (\S+)$/.exec(line);
    if (bucket) upTo100.set(bucket[1]!, Number(bucket[2]));
  }
  const overLimit = new Map(
    [...total].map(([work, count]) => [work, count - (upTo100.get(work) ?? 0)]),
  );
  return { longest, overLimit, longestBlock };
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

export function printWritesAndFloor(result: WritesAndFloor): void {
  const lines = [`${result.database}: writes turn about with the floor (${FLOOR_PATH})`];
  const zeroWindows: string[] = [];
  for (const [name, rounds] of [
    ['POST /api/checkins', result.checkins],
    ['POST /api/quests/:questId/complete', result.completions],
  ] as const) {
    const writes = rounds.map((round) => round.candidate);
    const floors = rounds.map((round) => round.baseline);
    const rps = (windows: WindowFigures[]) => spreadOf(windows.map((window) => window.rps));
    const p99 = (windows: WindowFigures[]) => spreadOf(windows.map((window) => window.p99)).median;
    const cpu = (windows: WindowFigures[]) =>
      spreadOf(windows.map((window) => window.cpuPerRequest.server ?? 0)).median;
    const share = spreadOf(rounds.map((round) => round.ratio));
    const non2xx = writes.reduce((sum, window) => sum + window.non2xx, 0);
    rounds.forEach((round, index) => {
      if (round.candidate.rps === 0) zeroWindows.push(`${name} round ${index + 1}`);
      if (round.baseline.rps === 0) zeroWindows.push(`floor beside ${name}, round ${index + 1}`);
    });
    const writeRps = rps(writes);
    lines.push(
      `  ${name}: ${number(writeRps.median)} (${number(writeRps.min)}–${number(writeRps.max)}) per s, p99 ${p99(writes)} ms, server CPU ${number(cpu(writes))} µs a write; floor ${number(rps(floors).median)} req/s, ${number(cpu(floors))} µs; writes / floor ${share.median.toFixed(2)} (${share.min.toFixed(2)}–${share.max.toFixed(2)})${non2xx > 0 ? `; ${non2xx} non-2xx: not to be trusted` : ''}`,
    );
  }
  lines.push(
    zeroWindows.length === 0
      ? '  every window of every round had answers'
      : `  windows with no answer at all: ${zeroWindows.join(', ')}`,
  );
  if (result.longestHolds) {
    const holds = [...result.longestHolds]
      .sort(([, first], [, second]) => second - first)
      .map(
        ([work, seconds]) =>
          `${work} ${Math.round(seconds * 1000)} ms${(result.longHolds?.get(work) ?? 0) > 0 ? ` (${result.longHolds?.get(work)} over 100 ms)` : ''}`,
      );
    lines.push(
      `  longest hold of the embedded database by background work (target ≤ 100 ms): ${holds.join(', ') || 'none seen'}`,
    );
    if (result.longestBlock !== null)
      lines.push(
        `  longest the server's event loop was blocked, by anything (a request's statement too): ${Math.round(result.longestBlock * 1000)} ms`,
      );
  }
  console.log(lines.join('\n'));
}
