import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, waitForReady } from '#testing/server-process.ts';
import type { BenchServer } from './bench-server.ts';
import { loadGeneratorMeter, openPostgresMeter, serverMeter } from './cpu-meters.ts';
import { spreadOf, type CpuMeter, type Spread, type WindowFigures } from './interleaved.ts';

/**
 * The app's `/api/me` as a share of the bare floor (bench/bare-floor-server.ts:
 * node:http and pg doing the same session check and reads, nothing else), on
 * the same PostgreSQL database at the same connections. The two servers take
 * turns in short windows (floor then app, then app then floor, so a drift in
 * the machine's load weighs on both alike), each window a fresh load generator
 * against one of them, with the CPU each server and PostgreSQL spent per
 * request. The share says how much of an authenticated read's cost is the
 * app's own (framework, middleware, query building, logging) and how much
 * Node and PostgreSQL need anyway.
 */
const PATH = '/api/me';
const WARM_UP_SECONDS = 2;

export type FloorTarget = { baseUrl: string; pid: number };

export type BareFloorComparison = {
  floor: WindowFigures[];
  app: WindowFigures[];
};

/** The bare floor server on a free port, on `databaseUrl`, signing with `authSecret`. */
export async function startBareFloorServer(
  databaseUrl: string,
  authSecret: string,
): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-floor-server.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForReady(baseUrl, child, () => errors);
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function compareWithBareFloor(
  app: FloorTarget,
  options: {
    postgresUrl: string;
    authSecret: string;
    rounds: number;
    secondsPerWindow: number;
    connections: number;
    cookieFor: (creator: number) => string;
    randomCreator: () => number;
  },
): Promise<BareFloorComparison> {
  const floorServer = await startBareFloorServer(options.postgresUrl, options.authSecret);
  const postgres = await openPostgresMeter(options.postgresUrl);
  const metersFor = (target: FloorTarget) => [
    serverMeter(target.pid),
    ...(postgres ? [postgres.meter] : []),
    loadGeneratorMeter(),
  ];
  const measure = (target: FloorTarget, seconds: number) =>
    measureWindow(target.baseUrl, metersFor(target), { ...options, seconds });
  try {
    await measure(floorServer, WARM_UP_SECONDS);
    await measure(app, WARM_UP_SECONDS);
    const result: BareFloorComparison = { floor: [], app: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      const isFloorFirst = round % 2 === 0;
      for (const side of isFloorFirst ? (['floor', 'app'] as const) : (['app', 'floor'] as const))
        result[side].push(
          await measure(side === 'floor' ? floorServer : app, options.secondsPerWindow),
        );
    }
    return result;
  } finally {
    await postgres?.close();
    await floorServer.stop();
  }
}

/** One load generator's window on `baseUrl`: req/s, latency, and the meters' CPU µs per request. */
async function measureWindow(
  baseUrl: string,
  meters: CpuMeter[],
  options: {
    seconds: number;
    connections: number;
    cookieFor: (creator: number) => string;
    randomCreator: () => number;
  },
): Promise<WindowFigures> {
  const readMeters = () => Promise.all(meters.map((meter) => meter.microsUsed()));
  const before = await readMeters();
  const result = await autocannon({
    url: `${baseUrl}${PATH}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: {
            ...request.headers,
            cookie: options.cookieFor(options.randomCreator()),
            'accept-encoding': 'gzip, deflate, br',
          },
        }),
      },
    ],
  });
  const after = await readMeters();
  const requests = result.requests.total;
  const cpuPerRequest: Record<string, number> = {};
  meters.forEach((meter, index) => {
    const [used, until] = [before[index], after[index]];
    if (used !== undefined && until !== undefined && requests > 0)
      cpuPerRequest[meter.name] = Math.round((until - used) / requests);
  });
  return {
    rps: Math.round(requests / (result.duration || options.seconds)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuPerRequest,
  };
}

const median = (windows: WindowFigures[], figure: (window: WindowFigures) => number): Spread =>
  spreadOf(windows.map(figure));

export function printBareFloorComparison(result: BareFloorComparison, secondsPerWindow: number) {
  const figuresOf = (windows: WindowFigures[]) => ({
    rps: median(windows, (window) => window.rps).median,
    server: median(windows, (window) => window.cpuPerRequest.server ?? 0).median,
    database: median(windows, (window) => window.cpuPerRequest.database ?? 0).median,
    p99: median(windows, (window) => window.p99).median,
  });
  const [floor, app] = [figuresOf(result.floor), figuresOf(result.app)];
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const non2xx = [...result.floor, ...result.app].reduce((sum, window) => sum + window.non2xx, 0);
  const line = (name: string, figures: typeof floor) =>
    `${name} ${Math.round(figures.rps).toLocaleString('en-US')} req/s, p99 ${figures.p99} ms, CPU µs/request: server ${Math.round(figures.server)}, database ${Math.round(figures.database)}`;
  console.log(`
PostgreSQL: GET ${PATH} against the bare floor (node:http + pg, the same session check and reads), turn about, ${result.floor.length} rounds of ${secondsPerWindow} s each (medians)
  ${line('bare floor:', floor)}
  ${line('app:       ', app)}
  ${PATH} = ${percent(app.rps / floor.rps)} of the bare floor's req/s; the floor's server CPU is ${percent(floor.server / app.server)} of the app's (server + database: ${percent((floor.server + floor.database) / (app.server + app.database))})${non2xx > 0 ? `\n  ${non2xx} non-2xx answers: the figures above are not to be trusted` : ''}`);
}
