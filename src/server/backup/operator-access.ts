import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Where the app mounts the operator's routes: outside /api, as no session opens them. */
export const OPERATOR_ROUTE_PREFIX = '/operator';

/** In DATA_DIR (mode 0700), readable by the server's user only. */
const ENDPOINT_FILE = 'operator.json';

const endpointSchema = z.object({ url: z.url(), token: z.string().min(32) });

/** How `npm run backup` reaches the server that holds DATA_DIR: a local address and this run's token. */
export type OperatorEndpoint = z.infer<typeof endpointSchema>;

/** What the app needs to check a token: the token, and the DATA_DIR a backup reads. */
export type OperatorCredentials = { token: string; dataDir: string };

/**
 * The operator's way into the running server (decision 018): a random token
 * per run, written with the server's local address to DATA_DIR/operator.json
 * once it listens. Only the server's own user can read it, so whoever
 * presents the token is that user on that machine.
 */
export function createOperatorAccess(dataDir: string) {
  const token = randomBytes(32).toString('base64url');
  const endpointPath = path.join(dataDir, ENDPOINT_FILE);
  return {
    token,
    dataDir,
    publish: (address: AddressInfo) => {
      const endpoint: OperatorEndpoint = { url: localUrlOf(address), token };
      fs.writeFileSync(endpointPath, JSON.stringify(endpoint), { mode: 0o600 });
      // A file left by a crashed run keeps its mode when overwritten.
      fs.chmodSync(endpointPath, 0o600);
    },
    /** Removes the file unless a later run has written its own. */
    withdraw: () => {
      if (readOperatorEndpoint(dataDir)?.token === token) fs.rmSync(endpointPath, { force: true });
    },
  };
}

/** The running server's endpoint; undefined when none was written (or it is unreadable). */
export function readOperatorEndpoint(dataDir: string): OperatorEndpoint | undefined {
  try {
    const parsed = endpointSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(dataDir, ENDPOINT_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Compared as digests of equal length, in constant time. */
export function isOperatorToken(expected: string, presented: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(expected), digest(presented));
}

/** The address to call from the same machine: loopback when the server listens on every interface. */
function localUrlOf(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '::1'
        : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
