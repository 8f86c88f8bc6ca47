/**
 * What a decompression bomb costs the server (issue: a 187 KB PNG of
 * 128 × 500,000 pixels took it from 358 MB to 1.1 GB). Starts the built
 * server on a fresh embedded database, signs a creator up, sends the bomb
 * once and then three at once, sampling the server's resident memory every
 * 10 ms, and prints the answer's time and the memory before and at its peak.
 *
 *   npm run bench:avatar-bomb
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blackPng } from '#testing/png-bomb.ts';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';
import { residentMegabytes } from './resident-memory.ts';

const bomb = blackPng(128, 500_000, 'all');
// The largest picture still taken (36 of the 40 megapixels allowed): what the one-at-a-time decode bounds.
const largestAllowed = blackPng(6_000, 6_000, 'all');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-avatar-bomb-'));
const server = startServer({
  PORT: String(port),
  DATA_DIR: dataDir,
  APP_URL: baseUrl,
  LOG_LEVEL: 'warn',
});
const pid = server.child.pid!;

try {
  await waitForReady(baseUrl, server.child, () => server.output().stderr);
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'bomber@example.com', password: 'ember-path-2026', name: '' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');

  const upload = async (picture: Buffer) => {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/profile/avatar`, {
      method: 'PUT',
      headers: { cookie, 'x-file-name': 'picture.png', 'content-type': 'image/png' },
      body: new Uint8Array(picture),
    });
    return { status: response.status, ms: Math.round(performance.now() - startedAt) };
  };

  for (const [label, picture, parallel] of [
    ['PNG of 128 × 500,000', bomb, 1],
    ['PNG of 128 × 500,000', bomb, 3],
    ['PNG of 6,000 × 6,000', largestAllowed, 3],
  ] as const) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = residentMegabytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 10);
    const answers = await Promise.all(Array.from({ length: parallel }, () => upload(picture)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    clearInterval(sampler);
    console.log(
      `${parallel} × ${(picture.length / 1024).toFixed(0)} KB ${label}: ` +
        `answers ${answers.map((answer) => `${answer.status} in ${answer.ms} ms`).join(', ')}; ` +
        `server RSS ${before} MB before, peak ${peak} MB (+${peak - before} MB)`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
