import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import type { VapidKeys } from '../config.ts';

/** The secrets an install signs with: what the server on PostgreSQL must be given to keep them. */
export type InstallSecrets = {
  authSecret: string;
  /** Absent when the install never generated a pair (no setting, no file): nothing to keep. */
  vapidKeys?: VapidKeys;
};

/** The file the move writes beside DATA_DIR's secrets, for every process on PostgreSQL. */
export const SECRETS_ENV_FILE = 'postgres-secrets.env';

/**
 * The secrets as the server resolves them at start (main.ts): a setting wins,
 * else the file it generated in DATA_DIR (or carried in a backup archive).
 */
export function resolveSecrets(
  env: Env,
  files: { authSecret?: string; vapidKeys?: string },
): InstallSecrets {
  const authSecret = env.AUTH_SECRET ?? files.authSecret?.trim();
  if (!authSecret) {
    throw new Error(
      'The install’s session secret was not found: it is neither DATA_DIR/auth-secret (or in the archive) nor AUTH_SECRET. Set AUTH_SECRET to the value the install used, or every session ends.',
    );
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      authSecret,
      vapidKeys: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    };
  }
  if (!files.vapidKeys) return { authSecret };
  const { publicKey, privateKey } = JSON.parse(files.vapidKeys) as VapidKeys;
  return { authSecret, vapidKeys: { publicKey, privateKey } };
}

/** The secret files DATA_DIR holds; a missing one is undefined. */
export function readSecretFiles(dataDir: string): { authSecret?: string; vapidKeys?: string } {
  const read = (name: string) => {
    try {
      return fs.readFileSync(path.join(dataDir, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return { authSecret: read('auth-secret'), vapidKeys: read('vapid-keys.json') };
}

/**
 * Writes the settings every server on PostgreSQL needs to keep sessions,
 * signed links and push subscriptions: readable by this user only, never
 * printed (a terminal's scrollback is no place for the session secret).
 */
export function writeSecretsEnvFile(dataDir: string, secrets: InstallSecrets): string {
  const lines = [`AUTH_SECRET=${secrets.authSecret}`];
  if (secrets.vapidKeys) {
    lines.push(`VAPID_PUBLIC_KEY=${secrets.vapidKeys.publicKey}`);
    lines.push(`VAPID_PRIVATE_KEY=${secrets.vapidKeys.privateKey}`);
  }
  const envPath = path.join(dataDir, SECRETS_ENV_FILE);
  fs.writeFileSync(envPath, `${lines.join('\n')}\n`, { mode: 0o600 });
  fs.chmodSync(envPath, 0o600);
  return envPath;
}

/**
 * From an archive: the secrets go into DATA_DIR too, where a server started
 * with it reads them, unless DATA_DIR already holds others (refused before
 * anything is written).
 */
export function assertSecretFilesAgree(
  dataDir: string,
  archived: { authSecret?: string; vapidKeys?: string },
): void {
  const present = readSecretFiles(dataDir);
  for (const [name, mine, theirs] of [
    ['auth-secret', present.authSecret, archived.authSecret],
    ['vapid-keys.json', present.vapidKeys, archived.vapidKeys],
  ] as const) {
    if (mine !== undefined && theirs !== undefined && mine.trim() !== theirs.trim()) {
      throw new Error(
        `DATA_DIR ${dataDir} holds another ${name} than the archive's. Choose an empty DATA_DIR for the server on PostgreSQL, or move that file aside.`,
      );
    }
  }
}

export function writeSecretFiles(
  dataDir: string,
  archived: { authSecret?: string; vapidKeys?: string },
): void {
  for (const [name, content] of [
    ['auth-secret', archived.authSecret],
    ['vapid-keys.json', archived.vapidKeys],
  ] as const) {
    if (content === undefined || fs.existsSync(path.join(dataDir, name))) continue;
    fs.writeFileSync(path.join(dataDir, name), content, { mode: 0o600 });
  }
}
