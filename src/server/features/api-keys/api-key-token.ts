import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: a leaked one is recognisable (secret scanners, logs, a pasted chat). */
export const API_KEY_TOKEN_PREFIX = 'ep_live_';
/** 32 random bytes: 256 bits no one can guess, which is why a plain SHA-256 may store them. */
const RANDOM_BYTES = 32;
/** base64url of 32 bytes, without padding. */
const RANDOM_LENGTH = 43;
/** What the console shows of a key: the prefix and four characters. */
const SHOWN_LENGTH = API_KEY_TOKEN_PREFIX.length + 4;

const TOKEN_PATTERN = new RegExp(`^${API_KEY_TOKEN_PREFIX}[A-Za-z0-9_-]{${RANDOM_LENGTH}}$`);

export type NewApiKeyToken = { token: string; hash: string; prefix: string };

/** A new secret, its hash (what is stored) and the part shown to tell keys apart. */
export function createApiKeyToken(): NewApiKeyToken {
  const token = API_KEY_TOKEN_PREFIX + randomBytes(RANDOM_BYTES).toString('base64url');
  return { token, hash: hashApiKeyToken(token), prefix: token.slice(0, SHOWN_LENGTH) };
}

/**
 * What a key is stored and looked up by. Looking a call up by the hash of what
 * it presents compares nothing secret byte by byte: the time taken tells an
 * attacker nothing about any stored key.
 */
export function hashApiKeyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type BearerCredentials =
  /** No Authorization header: the call is a session's, or nobody's. */
  | { kind: 'none' }
  /** A header that is not `Bearer ep_live_…` of the right length: refused, never looked up. */
  | { kind: 'malformed' }
  | { kind: 'token'; token: string };

/** Reads `Authorization: Bearer <key>` (the scheme in any case, as RFC 9110 allows). */
export function readBearerCredentials(header: string | undefined): BearerCredentials {
  if (header === undefined) return { kind: 'none' };
  const match = /^bearer +(\S+) *$/i.exec(header);
  if (!match || !TOKEN_PATTERN.test(match[1]!)) return { kind: 'malformed' };
  return { kind: 'token', token: match[1]! };
}
