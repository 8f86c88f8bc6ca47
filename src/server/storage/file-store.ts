import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** A stored file: its bytes (only those of the range asked for, if any) and its whole size. */
export type StoredFile = { body: Readable; size: number };

/** A file as the store lists it: its key and when it was last written. */
export type ListedFile = { key: string; modifiedAt: Date };

export type SignedUrlOptions = {
  fileName: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
};

/** Where uploaded files live: the local disk on a laptop, an S3 bucket in production. */
export type FileStore = {
  kind: 'local' | 's3';
  /** Streams `body` to `key`; a failed or aborted stream leaves nothing behind. */
  put: (key: string, body: Readable, contentType: string) => Promise<void>;
  get: (key: string, range?: ByteRange) => Promise<StoredFile | null>;
  delete: (key: string) => Promise<void>;
  /** Every stored file, in no particular order; for the sweep of files no row names. */
  list: () => AsyncIterable<ListedFile>;
  /**
   * Object stores only: a short-lived URL the browser fetches the file from
   * directly, issued after the app's own access check.
   */
  signedUrl?: (key: string, options: SignedUrlOptions) => Promise<string>;
  /** The origin signed URLs point at, so the Content-Security-Policy can allow media from it. */
  directOrigin?: string;
};
