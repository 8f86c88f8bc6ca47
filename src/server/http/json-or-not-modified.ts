import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A JSON answer with a strong ETag of its bytes, or `304 Not Modified` with
 * no body when the client already holds those bytes (`If-None-Match`). The
 * answer is still built in full: its ETag is a hash of what would be sent, so
 * it is right whatever changed the answer (a write through any server process,
 * a curriculum edit, a new day), with nothing to invalidate.
 */
export function jsonOrNotModified<T>(c: Context, value: T) {
  const { body, etag } = serialiseWithEtag(value);
  if (isHeldByClient(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, { ETag: etag });
  }
  const response: Response = c.body(body, 200, { ETag: etag, 'Content-Type': 'application/json' });
  // Typed as c.json's answer for the typed client; c.json itself would serialise a second time.
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/** The JSON of `value` and a strong ETag of its bytes. */
export function serialiseWithEtag(value: unknown): { body: string; etag: string } {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/** If-None-Match's weak comparison (RFC 9110, 13.1.2): any listed tag, W/ or not, or `*`. */
function isHeldByClient(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
