import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  lockDataDir,
  readOrCreateAuthSecret,
  readOrCreateVapidKeys,
} from './data-dir.ts';

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-data-'));
}

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Emberpath process/);
    first.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock whose heartbeat stopped, even when the PID it names is alive', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'emberpath.lock');
    // A restarted container's server often gets the PID of the one before:
    // here the stale lock (in this and the earlier PID-only format) names
    // this very process, or another live one.
    for (const content of [
      String(process.pid),
      JSON.stringify({ token: 'gone', pid: process.pid }),
      JSON.stringify({ token: 'gone', pid: process.ppid }),
    ]) {
      fs.writeFileSync(lockPath, content);
      const longAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(lockPath, longAgo, longAgo);
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
      expect(fs.existsSync(lockPath)).toBe(false);
    }
  });

  it('waits out a lock left by a crash just now, then takes it over', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'emberpath.lock'), JSON.stringify({ token: 'x', pid: 1 }));
    const started = Date.now();
    lockDataDir(dir, { heartbeatMs: 50, staleMs: 300 }).release();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('refuses while the holder keeps its heartbeat, however long start waits', async () => {
    const dir = tempDir();
    const timing = { heartbeatMs: 50, staleMs: 300 };
    const lockPath = path.join(dir, 'emberpath.lock');
    fs.writeFileSync(lockPath, JSON.stringify({ token: 'other', pid: 4242 }));
    // Another process keeps the heartbeat, as a live server does.
    const holder = spawn(process.execPath, [
      '-e',
      `setInterval(() => { const t = new Date(); require('fs').utimesSync(${JSON.stringify(lockPath)}, t, t); }, 50)`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    try {
      expect(() => lockDataDir(dir, timing)).toThrow(
        /in use by another Emberpath process \(pid 4242\)/,
      );
    } finally {
      holder.kill();
    }
  });
});

describe('readOrCreateAuthSecret', () => {
  it('creates a secret once and keeps it', () => {
    const dir = tempDir();
    const secret = readOrCreateAuthSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(readOrCreateAuthSecret(dir)).toBe(secret);
  });
});

describe('readOrCreateVapidKeys', () => {
  it('creates a P-256 key pair once, readable by the owner only, and keeps it', () => {
    const dir = tempDir();
    const keys = readOrCreateVapidKeys(dir);
    // An uncompressed P-256 point is 65 bytes, the private scalar 32.
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(readOrCreateVapidKeys(dir)).toEqual(keys);
  });
});
