import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { VapidKeys } from './config.ts';

export class DataDirLockedError extends Error {}

export interface LockTiming {
  /** How often the holder touches the lock file to show it is alive. */
  heartbeatMs: number;
  /** A lock file untouched for this long belongs to a process that is gone. */
  staleMs: number;
}

const defaultTiming: LockTiming = { heartbeatMs: 2_000, staleMs: 10_000 };

/** The lock's file in DATA_DIR. */
export const LOCK_FILE = 'emberpath.lock';

/** Tokens of the locks this process holds: its own heartbeat cannot run while start waits. */
const heldTokens = new Set<string>();

interface LockRecord {
  token: string;
  pid: number;
}

/**
 * PGlite lets two processes open one data directory and then silently loses
 * writes, so Emberpath holds its own lock: a file created exclusively holding
 * a random instance token, whose mtime the holder refreshes while it lives.
 * Liveness is the heartbeat, never the PID: in containers a restarted server
 * often gets the PID of the one before (or is PID 1), so a recorded PID that
 * is alive proves nothing. See docs/decisions/011-data-dir-lock.md.
 */
export function lockDataDir(
  dataDir: string,
  timing: LockTiming = defaultTiming,
): { release: () => void } {
  ensurePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const token = randomBytes(16).toString('hex');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ token, pid: process.pid }), { flag: 'wx' });
      return holdLock(lockPath, token, timing);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const mine = readRecord(lockPath);
      const holder =
        mine && heldTokens.has(mine.token) ? mine : waitWhileHeartbeatFresh(lockPath, timing);
      if (holder) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} is in use by another Emberpath process (pid ${holder.pid}); stop it or choose another DATA_DIR`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${path.resolve(dataDir)}`);
}

function holdLock(lockPath: string, token: string, timing: LockTiming) {
  heldTokens.add(token);
  const heartbeat = setInterval(() => {
    if (readRecord(lockPath)?.token !== token) return;
    const now = new Date();
    fs.utimesSync(lockPath, now, now);
  }, timing.heartbeatMs);
  // The heartbeat must not keep a finished process (a CLI command) alive.
  heartbeat.unref();
  return {
    release: () => {
      clearInterval(heartbeat);
      heldTokens.delete(token);
      if (readRecord(lockPath)?.token === token) fs.rmSync(lockPath, { force: true });
    },
  };
}

/**
 * Returns the holder when its heartbeat is seen to be alive; undefined when
 * the file stays untouched for staleMs (its owner is gone) or disappears. A
 * lock left by a crash just now therefore delays start by at most staleMs.
 */
function waitWhileHeartbeatFresh(lockPath: string, timing: LockTiming): LockRecord | undefined {
  const first = statMtime(lockPath);
  if (first === undefined) return undefined;
  while (Date.now() - first < timing.staleMs) {
    sleepSync(Math.min(timing.heartbeatMs / 4, timing.staleMs));
    const mtime = statMtime(lockPath);
    if (mtime === undefined) return undefined;
    if (mtime !== first) return readRecord(lockPath) ?? { token: '', pid: 0 };
  }
  return undefined;
}

function statMtime(lockPath: string): number | undefined {
  try {
    return fs.statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
}

function readRecord(lockPath: string): LockRecord | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockRecord>;
    return typeof record.token === 'string' && typeof record.pid === 'number'
      ? { token: record.token, pid: record.pid }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Start-up is synchronous, so waiting for a heartbeat blocks on purpose. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
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
