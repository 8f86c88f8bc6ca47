import { expect } from 'vitest';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';

/**
 * The built server as `npm start` runs it, on a free port and its own
 * DATA_DIR, ready to answer; `stop()` ends it as an operator would (SIGTERM)
 * and expects a clean exit.
 */
export async function runningServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, ...env });
  await waitForReady(baseUrl, server.child, () => JSON.stringify(server.output()));
  const stop = async () => {
    server.child.kill('SIGTERM');
    const code = await server.exit;
    // What it said on the way out, should it not stop cleanly.
    const lastWords = () =>
      server.output().stderr.slice(-2000) + server.output().stdout.slice(-2000);
    expect(code, lastWords()).toBe(0);
  };
  /** What the server printed so far (emails are printed without SMTP, links included). */
  const log = () => server.output().stdout;
  return { baseUrl, stop, log };
}
