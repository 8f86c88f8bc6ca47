import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type WholeBody = { body: Uint8Array<ArrayBuffer> | string; encoding?: 'br' | 'gzip' };

/** Quality 5: about gzip's time for a page, a tenth smaller than gzip's best. */
const BROTLI_QUALITY = 5;

/** Whether `accept-encoding` takes `name` (listed, and not with q=0). */
function accepts(acceptEncoding: string, name: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== name) return false;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]);
    return !quality.some((value) => value !== undefined && Number(value) === 0);
  });
}

/**
 * A page compressed in one piece, brotli when the browser takes it, else gzip,
 * else as it is. A stream compressor sends a page in pieces, and the browser
 * paints the first piece before the rest has come: the signed-in dashboard's
 * largest paint then waited for a second piece (decision 030). Whole, it
 * arrives in one go, painted at once.
 */
export function compressWhole(page: string, acceptEncoding: string | undefined): WholeBody {
  if (acceptEncoding && accepts(acceptEncoding, 'br')) {
    const body = brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
      },
    });
    return { body, encoding: 'br' };
  }
  if (acceptEncoding && accepts(acceptEncoding, 'gzip')) {
    return { body: gzipSync(page), encoding: 'gzip' };
  }
  return { body: page };
}
