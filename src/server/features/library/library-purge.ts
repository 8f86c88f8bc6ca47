import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { deleteInactiveResource, listResourcesDeletedBefore } from './library.queries.ts';

/**
 * Removes for good the resources deleted before `deletedBefore`: their files
 * from the store, then their rows. Until then a deleted resource can still be
 * fetched by staff, and its row restored by hand. Returns how many it removed.
 */
export async function purgeDeletedResources(
  deps: { db: Database; fileStore: FileStore },
  input: { deletedBefore: Date },
): Promise<number> {
  const deleted = await listResourcesDeletedBefore(deps.db, input.deletedBefore);
  for (const { id, fileKey } of deleted) {
    if (fileKey) await deps.fileStore.delete(fileKey);
    await deleteInactiveResource(deps.db, id);
  }
  return deleted.length;
}
