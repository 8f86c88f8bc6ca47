import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/file-store.ts';
import type { SourceFile } from './move-source.ts';

/**
 * The type objects are stored with. Nothing reads it: the app streams files
 * with the type their row records, and signs URLs with it (s3-file-store.ts).
 */
const STORED_CONTENT_TYPE = 'application/octet-stream';

/** Files put at a time: the bucket answers each put after a round trip or two. */
const PARALLEL_PUTS = 4;

export async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Puts every file under its own key and reads it back, comparing SHA-256
 * digests. A put replaces an object of the same key whole, so a move run again
 * after a failure puts the same bytes again: nothing to clean first.
 */
export async function copyFiles(
  files: SourceFile[],
  store: FileStore,
  onCopied: (done: number, total: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const expected = await sha256Of(fs.createReadStream(file.path));
      await store.put(file.key, fs.createReadStream(file.path), STORED_CONTENT_TYPE);
      await assertStored(store, file.key, expected);
      done += 1;
      onCopied(done, files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PUTS, files.length) }, worker));
}

async function assertStored(store: FileStore, key: string, expected: string) {
  const stored = await store.get(key);
  if (!stored) throw new Error(`The file ${key} is not in the store after it was put.`);
  const actual = await sha256Of(stored.body);
  if (actual !== expected) {
    throw new Error(`The file ${key} reads back with another checksum than the original's.`);
  }
}
