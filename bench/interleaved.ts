import autocannon from 'autocannon';

/**
 * Two routes measured turn about, on the same connections of one load
 * generator against one server: a baseline (the floor route) and a candidate.
 * Measured one after the other, ten seconds apart, their ratio moved with
 * whatever else the machine was doing in each ten seconds (0.57 to 0.82 over
 * six runs of the same code). Short alternating windows (baseline then
 * candidate, then candidate then baseline, so a drift weighs on both alike)
 * and the median of the rounds' ratios leave most of the machine's noise
 * outside the figure.
 */
export type InterleavedOptions = {
  baseline: Target;
  candidate: Target;
  rounds: number;
  secondsPerWindow: number;
  connections: number;
  /** Processes whose CPU time each window charges to its requests (µs used so far, or undefined). */
  cpuMeters: CpuMeter[];
};

/** What a window sends: each request made afresh (a random creator's cookie, the next write). */
export type Target = () => {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type CpuMeter = { name: string; microsUsed: () => Promise<number | undefined> };

export type WindowFigures = {
  rps: number;
  /** Latency in whole ms. */
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU µs per request, by meter name. */
  cpuPerRequest: Record<string, number>;
};

export type InterleavedRound = { baseline: WindowFigures; candidate: WindowFigures; ratio: number };

/** A median with the lowest and highest value it was taken from. */
export type Spread = { median: number; min: number; max: number };

/** Long enough for the requests of the previous window, already sent, to be answered. */
const SETTLE_MS = 300;
const WARM_UP_SECONDS = 2;

export async function measureInterleaved(
  baseUrl: string,
  options: InterleavedOptions,
): Promise<InterleavedRound[]> {
  let target = options.baseline;
  let window: { latencies: number[]; non2xx: number } | undefined;
  const plannedSeconds =
    2 * WARM_UP_SECONDS + options.rounds * 2 * (options.secondsPerWindow + SETTLE_MS / 1000);
  let settle: (error: Error | null) => void = () => undefined;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: `${baseUrl}/`,
      connections: options.connections,
      // Stopped when the last window closes; this only bounds a stalled run.
      duration: plannedSeconds * 2 + 30,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const next = target();
            return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
          },
        },
      ],
    },
    (error) => settle(error),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!window) return;
    window.latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) window.non2xx += 1;
  });

  const readMeters = () => Promise.all(options.cpuMeters.map((meter) => meter.microsUsed()));
  const measureWindow = async (next: Target, seconds: number): Promise<WindowFigures> => {
    target = next;
    await sleep(SETTLE_MS);
    const opened = { latencies: [] as number[], non2xx: 0 };
    const cpuBefore = await readMeters();
    window = opened;
    const startedAt = performance.now();
    await sleep(seconds * 1000);
    window = undefined;
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    const cpuAfter = await readMeters();
    const requests = opened.latencies.length;
    const cpuPerRequest: Record<string, number> = {};
    options.cpuMeters.forEach((meter, index) => {
      const [before, after] = [cpuBefore[index], cpuAfter[index]];
      if (before !== undefined && after !== undefined && requests > 0)
        cpuPerRequest[meter.name] = Math.round((after - before) / requests);
    });
    opened.latencies.sort((first, second) => first - second);
    return {
      rps: Math.round(requests / elapsedSeconds),
      p50: Math.round(quantile(opened.latencies, 0.5)),
      p99: Math.round(quantile(opened.latencies, 0.99)),
      non2xx: opened.non2xx,
      cpuPerRequest,
    };
  };

  // JIT, connection pools and the database's caches warmed on both routes before anything counts.
  await measureWindow(options.baseline, WARM_UP_SECONDS);
  await measureWindow(options.candidate, WARM_UP_SECONDS);
  const rounds: InterleavedRound[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const isBaselineFirst = round % 2 === 0;
    const order = isBaselineFirst
      ? [options.baseline, options.candidate]
      : [options.candidate, options.baseline];
    const first = await measureWindow(order[0]!, options.secondsPerWindow);
    const second = await measureWindow(order[1]!, options.secondsPerWindow);
    const [baseline, candidate] = isBaselineFirst ? [first, second] : [second, first];
    rounds.push({ baseline, candidate, ratio: candidate.rps / baseline.rps });
  }
  instance.stop();
  await finished;
  return rounds;
}

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** `values` sorted ascending. */
function quantile(values: number[], at: number): number {
  if (values.length === 0) return 0;
  return values[Math.min(values.length - 1, Math.floor(at * values.length))]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
