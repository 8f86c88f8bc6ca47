import os from 'node:os';
import type { BenchServer } from './bench-server.ts';
import { loadGeneratorMeter, openPostgresMeter, serverMeter } from './cpu-meters.ts';
import {
  measureInterleaved,
  spreadOf,
  type InterleavedRound,
  type Spread,
  type WindowFigures,
} from './interleaved.ts';
import {
  measureProgressPayload,
  type PayloadSize,
  type ProgressAnatomy,
} from './progress-anatomy.ts';
import { LONG_HISTORY_CREATOR, seededCheckinCount, SHORT_HISTORY_CREATOR } from './seed.ts';

/**
 * The figure that guards the app's hottest read: `/api/progress` against the
 * floor route `/api/me` (the session check plus one primary-key read),
 * measured turn about on one server (bench/interleaved.ts), with the progress
 * answer's size and, from the seeding step, where its time goes.
 */
export const FLOOR_PATH = '/api/me';
export const PROGRESS_PATH = '/api/progress';
export const PROGRESS_TARGET = 0.8;

export type FloorAndProgress = {
  database: string;
  rounds: InterleavedRound[];
  /** The machine's 1-minute load average when the rounds started and ended. */
  loadAverage: [number, number];
  payload: { short: PayloadSize; long: PayloadSize };
  anatomy: ProgressAnatomy;
};

export async function benchmarkFloorAndProgress(
  database: string,
  server: BenchServer,
  options: {
    rounds: number;
    secondsPerWindow: number;
    connections: number;
    cookieFor: (creator: number) => string;
    randomCreator: () => number;
    /** The PostgreSQL database the server uses, to charge its backends' CPU to requests. */
    postgresUrl?: string;
    anatomy: ProgressAnatomy;
  },
): Promise<FloorAndProgress> {
  const postgres = options.postgresUrl ? await openPostgresMeter(options.postgresUrl) : undefined;
  const loadBefore = os.loadavg()[0]!;
  // As every browser sends it; the server answers the API uncompressed either way.
  const get = (path: string) => () => ({
    method: 'GET' as const,
    path,
    headers: {
      cookie: options.cookieFor(options.randomCreator()),
      'accept-encoding': 'gzip, deflate, br',
    },
  });
  const rounds = await measureInterleaved(server.baseUrl, {
    baseline: get(FLOOR_PATH),
    candidate: get(PROGRESS_PATH),
    rounds: options.rounds,
    secondsPerWindow: options.secondsPerWindow,
    connections: options.connections,
    cpuMeters: [
      serverMeter(server.pid),
      ...(postgres ? [postgres.meter] : []),
      loadGeneratorMeter(),
    ],
  });
  const loadAfter = os.loadavg()[0]!;
  await postgres?.close();
  return {
    database,
    rounds,
    loadAverage: [loadBefore, loadAfter],
    payload: {
      short: await measureProgressPayload(server.baseUrl, options.cookieFor(SHORT_HISTORY_CREATOR)),
      long: await measureProgressPayload(server.baseUrl, options.cookieFor(LONG_HISTORY_CREATOR)),
    },
    anatomy: options.anatomy,
  };
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const range = (spread: Spread, digits = 0) =>
  digits > 0
    ? `${spread.median.toFixed(digits)} (${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)})`
    : `${number(spread.median)} (${number(spread.min)}–${number(spread.max)})`;

/** Median CPU µs per request by process, and their sum. */
function cpuOf(windows: WindowFigures[]): { total: number; text: string } {
  const names = Object.keys(windows[0]?.cpuPerRequest ?? {});
  const medians = names.map(
    (name) =>
      [name, spreadOf(windows.map((window) => window.cpuPerRequest[name] ?? 0)).median] as const,
  );
  const total = medians.reduce((sum, [, median]) => sum + median, 0);
  const parts = medians.map(([name, median]) => `${name} ${number(median)}`).join(', ');
  return { total, text: `${number(total)} (${parts})` };
}

export function printFloorAndProgress(result: FloorAndProgress, secondsPerWindow: number): void {
  const { rounds, payload, anatomy } = result;
  const ratio = spreadOf(rounds.map((round) => round.ratio));
  const floor = rounds.map((round) => round.baseline);
  const progress = rounds.map((round) => round.candidate);
  const spreadOfWindows = (windows: WindowFigures[], key: 'rps' | 'p50' | 'p99') =>
    spreadOf(windows.map((window) => window[key]));
  const non2xx = [...floor, ...progress].reduce((sum, window) => sum + window.non2xx, 0);
  const [loadBefore, loadAfter] = result.loadAverage;
  const [floorCpu, progressCpu] = [cpuOf(floor), cpuOf(progress)];
  const cores = os.cpus().length;
  const busyNote =
    Math.max(loadBefore, loadAfter) > cores
      ? `\n  busy machine (load above its ${cores} cores): both routes then wait on the same stolen CPU and round trips, which pulls the req/s ratio towards 1: judge by the CPU per request below, which holds still, or re-run on a quiet machine`
      : '';
  console.log(`
${result.database}: progress / floor = ${ratio.median.toFixed(2)} median, ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)} over ${rounds.length} rounds of ${secondsPerWindow} s each (target ≥ ${PROGRESS_TARGET.toFixed(2)}); load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}${busyNote}
  per round (floor / progress req/s): ${rounds.map((round) => `${round.baseline.rps}/${round.candidate.rps} = ${round.ratio.toFixed(2)}`).join(', ')}
  GET ${FLOOR_PATH} (floor):  ${range(spreadOfWindows(floor, 'rps'))} req/s, p50 ${spreadOfWindows(floor, 'p50').median} ms, p99 ${spreadOfWindows(floor, 'p99').median} ms
  GET ${PROGRESS_PATH}:       ${range(spreadOfWindows(progress, 'rps'))} req/s, p50 ${spreadOfWindows(progress, 'p50').median} ms, p99 ${spreadOfWindows(progress, 'p99').median} ms${result.database === 'PostgreSQL' ? ' (target p99 < 50 ms)' : ''}${non2xx > 0 ? `\n  ${non2xx} non-2xx answers: the figures above are not to be trusted` : ''}
  CPU per request under load, µs: floor ${floorCpu.text}; progress ${progressCpu.text}; floor / progress ${(floorCpu.total / progressCpu.total).toFixed(2)} (steadier than req/s on a busy machine)
  progress answer: short history (${seededCheckinCount(SHORT_HISTORY_CREATOR)} check-ins) ${number(payload.short.bytes)} bytes (gzip ${number(payload.short.gzipBytes)}, br ${number(payload.short.brotliBytes)}); long history (${seededCheckinCount(LONG_HISTORY_CREATOR)} check-ins) ${number(payload.long.bytes)} bytes (gzip ${number(payload.long.gzipBytes)}, br ${number(payload.long.brotliBytes)})
  one request at a time (median of ${anatomy.requests}, µs): the floor's read ${anatomy.floorRead}; progress database ${anatomy.database}, building ${anatomy.building}, serialising with its ETag ${anatomy.serialising}, compression none (gzip would take ${anatomy.gzip})`);
}
