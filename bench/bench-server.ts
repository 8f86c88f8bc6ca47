import { spawn } from 'node:child_process';
import { freePort, SERVER_ENTRY, waitForReady } from '#testing/server-process.ts';

/** The secret every benchmark server signs sessions with, so the bench can forge its creators' cookies. */
export const BENCH_AUTH_SECRET = 'benchmark-secret-that-is-long-enough-to-sign';

export type BenchServer = { baseUrl: string; pid: number; stop: () => Promise<void> };

/**
 * Node's own options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile
 * it (Node refuses those in NODE_OPTIONS).
 */
const SERVER_NODE_ARGS = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** The built server as `npm start` runs it, on a free port, without rate limits. */
export async function startBenchServer(
  env: Record<string, string>,
  /** Another checkout, built, whose server to start instead of this one's (a comparison). */
  checkout?: string,
): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: checkout,
  });
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitForReady(baseUrl, server, () => errors);
  return {
    baseUrl,
    pid: server.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
