import type { FileStore } from './file-store.ts';

/** Keys asked about at once: one page of an S3 listing. */
const BATCH_SIZE = 1000;

/**
 * Deletes the stored files no row names, among those last written before
 * `storedBefore`. A younger file is left alone: an upload is stored before
 * the row that names it is written. Returns how many files it deleted.
 */
export async function sweepOrphanedFiles(
  deps: {
    fileStore: FileStore;
    /** Which of these keys a row names. */
    findReferencedKeys: (keys: string[]) => Promise<ReadonlySet<string>>;
  },
  input: { storedBefore: Date },
): Promise<number> {
  let deleted = 0;
  const deleteUnreferenced = async (keys: string[]) => {
    const referenced = await deps.findReferencedKeys(keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await deps.fileStore.delete(key);
      deleted += 1;
    }
  };
  let batch: string[] = [];
  for await (const file of deps.fileStore.list()) {
    if (file.modifiedAt >= input.storedBefore) continue;
    batch.push(file.key);
    if (batch.length === BATCH_SIZE) {
      await deleteUnreferenced(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await deleteUnreferenced(batch);
  return deleted;
}
