import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, readOrCreateAuthSecret } from './data-dir.ts';

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
