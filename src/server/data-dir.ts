import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { VapidKeys } from './config.ts';

export class DataDirLockedError extends Error {}

/**
 * PGlite lets two processes open one data directory and then silently loses
 * writes, so Emberpath holds its own lock: a file created exclusively, naming
 * the owner's PID. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  ensurePrivateDir(dataDir);
  const lockPath = path.join(dataDir, 'emberpath.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another Emberpath process (pid ${owner}); stop it or choose another DATA_DIR`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${path.resolve(dataDir)}`);
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * DATA_DIR holds the database, uploads and the signing secret: readable by
 * the server's own user only, also when an older install created it open.
 */
export function ensurePrivateDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}

/**
 * PGlite writes its files world-readable whatever the umask, so they are
 * tightened once it has opened (and migrated) its data directory.
 */
export function restrictToOwner(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    fs.chmodSync(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** The session signing secret: generated on first start and kept beside the data. */
export function readOrCreateAuthSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(secretPath, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(secretPath, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * The server's web-push (VAPID) key pair: generated on first start and kept
 * beside the data, so browsers' subscriptions stay valid across restarts.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const keysPath = path.join(dataDir, 'vapid-keys.json');
  try {
    const { publicKey, privateKey } = JSON.parse(fs.readFileSync(keysPath, 'utf8')) as VapidKeys;
    return { publicKey, privateKey };
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    fs.writeFileSync(keysPath, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  }
}
