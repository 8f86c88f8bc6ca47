import { create } from 'content-disposition';

/**
 * A Content-Disposition that keeps a file's real name (RFC 6266): `filename*`
 * carries it in UTF-8 for every browser of this century, and `filename` an
 * ASCII approximation (accents dropped) for anything older. The header itself
 * is plain ASCII, so it also passes through an object store's signed URL.
 */
export function contentDispositionFor(
  fileName: string,
  type: 'inline' | 'attachment' = 'attachment',
): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${create(ascii, { type })}; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** Percent-encodes everything outside RFC 8187's attr-char. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
