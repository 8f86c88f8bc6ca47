import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on right now, for a server a test or the benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits until the started server answers /readyz, failing with its output if it exits or stalls. */
export async function waitForReady(baseUrl: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${logs()}`);
}

/** What `npm start` runs: the server bundle `npm run build` writes (scripts/build-server.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';

/** The server as `npm start` runs it (built app, production mode), with its output kept for asserts. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, output: () => ({ stdout, stderr }) };
}
