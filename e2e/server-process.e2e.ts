import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-process-'));

describe('the server process', () => {
  it('stops at start with one line naming a bad setting', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await server.exit).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid setting: PORT /);
  });

  it('refuses to open a DATA_DIR another process is using', async () => {
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: inject('dataDir') });
    expect(await server.exit).toBe(1);
    expect(server.output().stderr).toMatch(/is in use by another Emberpath process \(pid \d+\)/);
  });

  it('starts at once over a lock file that names a live process (PID reuse after a restart)', async () => {
    const dataDir = tempDataDir();
    // Written just now, naming this live process: only a held OS lock may stop a start.
    fs.writeFileSync(path.join(dataDir, 'emberpath.lock'), String(process.pid));
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(`http://localhost:${port}`, server.child, () =>
      JSON.stringify(server.output()),
    );
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });

  it('finishes in-flight requests on SIGTERM, closes the database and frees DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(baseUrl, server.child, () => JSON.stringify(server.output()));

    const inFlight = fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', password: 'ember-path-2026', name: '' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exit).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
    // The lock's file stays (deleting it could let two processes lock two files by one name).
    expect(fs.readFileSync(path.join(dataDir, 'emberpath.lock'), 'utf8')).toBe('');

    // The data written before the stop is there on the next start.
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(baseUrl, again.child, () => JSON.stringify(again.output()));
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', password: 'ember-path-2026' }),
    });
    expect(signIn.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  });

  it('cuts a request still open after the grace and still closes in order, exiting 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: tempDataDir() });
    await waitForReady(`http://localhost:${port}`, server.child, () =>
      JSON.stringify(server.output()),
    );
    // A request begun and never finished: its headers never end.
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    socket.destroy();
    expect(server.output().stdout).toContain('closing the connections still open after the grace');
    expect(server.output().stdout).toContain('"msg":"stopped"');
  }, 30_000);
});
