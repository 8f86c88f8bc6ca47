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

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'emberpath.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'emberpath.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
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
