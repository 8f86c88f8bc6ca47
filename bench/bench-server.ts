import { spawn } from 'node:child_process';
import { freePort, SERVER_ENTRY, waitForReady } from '#testing/server-process.ts';

/** The secret every benchmark server signs sessions with, so the bench can forge its creators' cookies. */
export const BENCH_AUTH_SECRET = 'benchmark-secret-that-is-long-enough-to-sign';

export type BenchServer = { baseUrl: string; pid: number; stop: () => Promise<void> };

/** The built server as `npm start` runs it, on a free port, without rate limits. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      RATE_LIMIT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
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
