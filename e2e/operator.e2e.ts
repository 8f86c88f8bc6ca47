import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sampleFiles } from '#testing/journey-helpers.ts';
import { runningServer } from './support/running-server.ts';
import { cookieOf, PASSWORD, signUpThroughApi } from './support/sign-up.ts';

const run = promisify(execFile);

/** Every file and folder below `dir`, with its permission bits. */
function listModes(dir: string): { path: string; mode: number }[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => {
    const full = path.join(dir, entry);
    return { path: entry, mode: fs.statSync(full).mode & 0o777 };
  });
}

/** A creator signed up on the server; their session cookie. */
async function createCreator(baseUrl: string, email: string): Promise<string> {
  const response = await signUpThroughApi(baseUrl, { email });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function isStaff(baseUrl: string, email: string): Promise<boolean> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json()) as {
    isStaff: boolean;
  };
  return me.isStaff;
}

function staffGrant(dataDir: string, email: string) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/staff-grant.ts', email], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('what the operator relies on', () => {
  it('keeps DATA_DIR and everything in it private to the server’s user', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-modes-'));
    fs.chmodSync(dataDir, 0o755);
    const server = await runningServer(dataDir);
    const cookie = await createCreator(server.baseUrl, 'modes@example.com');
    const upload = await fetch(`${server.baseUrl}/api/quests/r1-audience-map/file`, {
      method: 'PUT',
      headers: { cookie, 'x-file-name': 'audience.pdf' },
      body: sampleFiles.pdf,
    });
    expect(upload.status).toBe(200);
    await server.stop();

    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = listModes(dataDir);
    expect(entries.some((entry) => entry.path.startsWith('uploads'))).toBe(true);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((entry) => (entry.mode & 0o077) !== 0)).toEqual([]);
  });

  it('makes the first staff member with `npm run staff:grant EMAIL`', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-grant-'));
    const first = await runningServer(dataDir);
    await createCreator(first.baseUrl, 'lead@example.com');
    // On the embedded database the server holds DATA_DIR: the grant says to stop it.
    const whileRunning = await staffGrant(dataDir, 'lead@example.com');
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/is in use by another Emberpath process/);
    await first.stop();

    const unknown = await staffGrant(dataDir, 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
    const granted = await staffGrant(dataDir, 'Lead@Example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('is now staff');

    const second = await runningServer(dataDir);
    expect(await isStaff(second.baseUrl, 'lead@example.com')).toBe(true);
    await second.stop();
    // Two server starts and three CLI runs: generous on a busy machine.
  }, 180_000);

  it('stops at once on SIGTERM after answering a request that was under way on a kept-alive connection', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-stop-'));
    const server = await runningServer(dataDir);
    const body = JSON.stringify({ email: 'nobody@example.com', password: PASSWORD });
    const agent = new http.Agent({ keepAlive: true });
    // A request the server is still reading when it is told to stop: its answer must still come.
    const request = http.request(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(body.slice(10));
    expect(await answered).toBe(401);
    // The connection, kept alive and now idle, no longer holds the server open (the keep-alive
    // timeout is 5 s; the grace before a forced exit 10 s).
    const answeredAt = Date.now();
    await stopped;
    expect(Date.now() - answeredAt).toBeLessThan(3000);
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
