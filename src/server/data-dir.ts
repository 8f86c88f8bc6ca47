import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import webPush from 'web-push';
import type { VapidKeys } from './config.ts';

export class DataDirLockedError extends Error {}

/** The lock's file in DATA_DIR. */
export const LOCK_FILE = 'emberpath.lock';

/**
 * PGlite lets two processes open one data directory and then silently loses
 * writes, so Emberpath holds an exclusive lock on a file in it for as long
 * as the process lives: an open-file-description lock on Linux, `flock` on
 * macOS, `LockFileEx` on Windows (fs-native-extensions). The kernel lets go
 * of it when the process ends, however it ends, so a crash leaves nothing
 * to wait out and a recorded PID is never trusted: in containers a restarted
 * server often gets the PID of the one before, or is PID 1. The PID written
 * in the file is for the message to whoever finds the directory taken.
 * See docs/decisions/011-data-dir-lock.md.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  ensurePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  // The file is never deleted: a process could hold a lock on a name that no longer leads to it.
  const fd = fs.openSync(lockPath, 'a+', 0o600);
  if (!tryLock(fd)) {
    const holder = fs.readFileSync(fd, 'utf8').trim();
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `DATA_DIR ${path.resolve(dataDir)} is in use by another Emberpath process${/^\d+$/.test(holder) ? ` (pid ${holder})` : ''}; stop it or choose another DATA_DIR`,
    );
  }
  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid));
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      fs.ftruncateSync(fd);
      unlock(fd);
      fs.closeSync(fd);
    },
  };
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
