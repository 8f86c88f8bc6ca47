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

  it('is not held back by a lock file that names a live process, this one included', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'emberpath.lock');
    // A restarted container's server often gets the PID of the one before; the file of the
    // heartbeat lock before this one held JSON. Neither means anyone holds the directory.
    for (const content of [
      String(process.pid),
      String(process.ppid),
      JSON.stringify({ token: 'gone', pid: process.pid }),
    ]) {
      fs.writeFileSync(lockPath, content);
      const lock = lockDataDir(dir);
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
      lock.release();
    }
  });

  it('refuses while another process holds it, and is free the moment that process is killed', async () => {
    const dir = tempDir();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/data-dir.ts').then(({ lockDataDir }) => {
          lockDataDir(${JSON.stringify(dir)});
          console.log('locked');
          setInterval(() => {}, 1000);
        })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve();
        });
        holder.once('exit', () => reject(new Error('the holder ended before it locked')));
      });
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another Emberpath process \\(pid ${holder.pid}\\)`),
      );
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // No heartbeat to wait out: the kernel let go of the lock with the process.
    lockDataDir(dir).release();
  }, 20_000);
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
