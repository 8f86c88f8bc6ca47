import type { Readable } from 'node:stream';

export type StoredFile = { body: Readable; size: number };

/** Where uploaded files live: the local disk on a laptop, an S3 bucket in production. */
export type FileStore = {
  kind: 'local' | 's3';
  /** Streams `body` to `key`; a failed or aborted stream leaves nothing behind. */
  put: (key: string, body: Readable, contentType: string) => Promise<void>;
  get: (key: string) => Promise<StoredFile | null>;
  delete: (key: string) => Promise<void>;
};
