import type { Context } from 'hono';

/** The browser sends the name percent-encoded; a malformed one is taken as it came. */
function decodeFileName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/**
 * A file sent as the raw request body (streamed, never buffered), with its
 * name in `X-File-Name` and its declared length, as the upload routes take it.
 */
export function uploadFrom(c: Context) {
  const declared = c.req.header('content-length');
  return {
    fileName: decodeFileName(c.req.header('x-file-name') ?? ''),
    declaredLength: declared ? Number(declared) : undefined,
    body: c.req.raw.body,
  };
}
