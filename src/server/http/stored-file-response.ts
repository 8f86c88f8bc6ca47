import { Readable } from 'node:stream';
import type { Context } from 'hono';
import parseRange from 'range-parser';
import { AppError } from '#shared/errors.ts';
import type { ByteRange, FileStore } from '../storage/file-store.ts';
import { contentDispositionFor } from './content-disposition.ts';

/** A file the caller has already decided this viewer may fetch. */
export type ServableFile = {
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  disposition: 'inline' | 'attachment';
};

/** The one range asked for, 'unsatisfiable', or undefined to send the whole file. */
function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header || size === 0) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed, another unit, or several ranges: the whole file is a correct answer to each.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    return undefined;
  }
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * Answers with a stored file, after the caller's access check: the stored
 * content type, `nosniff`, a Content-Disposition with a safe name, no shared
 * caching, and one byte range (206) when asked, so audio and video play and
 * seek. With `redirectToStore` and an object store that signs URLs, the answer
 * is a redirect to a short-lived URL instead, the bucket serving the bytes.
 */
export async function respondWithStoredFile(
  c: Context,
  fileStore: FileStore,
  file: ServableFile,
  options: { redirectToStore?: boolean } = {},
): Promise<Response> {
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  if (options.redirectToStore && fileStore.signedUrl) {
    const url = await fileStore.signedUrl(file.fileKey, file);
    return c.redirect(url, 302);
  }

  const range = requestedRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  const stored = await fileStore.get(file.fileKey, range);
  if (!stored) throw new AppError('NOT_FOUND', { userMessage: 'There is no file here.' });

  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', contentDispositionFor(file.fileName, file.disposition));
  c.header('Accept-Ranges', 'bytes');
  const body = Readable.toWeb(stored.body) as ReadableStream;
  if (!range) {
    c.header('Content-Length', String(stored.size));
    return c.body(body, 200);
  }
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`);
  c.header('Content-Length', String(range.end - range.start + 1));
  return c.body(body, 206);
}
