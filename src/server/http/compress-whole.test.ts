import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressWhole } from './compress-whole.ts';

const page = `<!doctype html><html><body>${'<p>Kindle your creative spark.</p>'.repeat(200)}</body></html>`;

describe('a page compressed whole', () => {
  it('is brotli when the browser takes it, gzip when only that, else as it is', () => {
    const brotli = compressWhole(page, 'gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);

    const gzip = compressWhole(page, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    for (const acceptEncoding of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      expect(compressWhole(page, acceptEncoding), String(acceptEncoding)).toEqual({ body: page });
    }
  });

  it('honours a refusal by quality, and a coding named only as part of another', () => {
    expect(compressWhole(page, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(compressWhole(page, 'br; q=0.5').encoding).toBe('br');
    expect(compressWhole(page, 'x-gzip, brotli').encoding).toBeUndefined();
  });
});
