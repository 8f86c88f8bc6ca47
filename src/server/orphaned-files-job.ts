import type { Database } from './db/client.ts';
import { listReferencedResourceKeys } from './features/library/library.queries.ts';
import { listReferencedAvatarKeys } from './features/profile/profile.queries.ts';
import { listReferencedWorksheetKeys } from './features/quests/quests.queries.ts';
import { listReferencedVersionKeys } from './features/reviews/reviews.queries.ts';
import type { Logger } from './logger.ts';
import type { ScheduledJob } from './scheduler.ts';
import type { FileStore } from './storage/file-store.ts';
import { sweepOrphanedFiles } from './storage/orphaned-files-sweep.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Longer than any upload takes (50 MB at 15 kB/s): a file still arriving has no row yet. */
export const ORPHAN_GRACE_MS = HOUR_MS;

/** Every stored file is named by one of these rows: a worksheet answer, a library resource, an avatar. */
async function findReferencedKeys(db: Database, keys: string[]): Promise<ReadonlySet<string>> {
  return new Set([
    ...(await listReferencedWorksheetKeys(db, keys)),
    ...(await listReferencedResourceKeys(db, keys)),
    ...(await listReferencedAvatarKeys(db, keys)),
    // An earlier version of a revised answer keeps its worksheet (issue 31).
    ...(await listReferencedVersionKeys(db, keys)),
  ]);
}

/**
 * Once a day, deletes the stored files that no row names and that are older
 * than an hour: the file of an upload that lost a race or failed after it was
 * stored, or an old file whose removal failed. Several servers may run it at
 * once; deleting a file twice is harmless.
 */
export function createOrphanedFilesJob(deps: {
  db: Database;
  fileStore: FileStore;
  logger: Logger;
}): ScheduledJob {
  return {
    name: 'sweep-orphaned-files',
    everyMs: 24 * HOUR_MS,
    runDue: async (now) => {
      const deleted = await sweepOrphanedFiles(
        {
          fileStore: deps.fileStore,
          findReferencedKeys: (keys) => findReferencedKeys(deps.db, keys),
        },
        { storedBefore: new Date(now.getTime() - ORPHAN_GRACE_MS) },
      );
      if (deleted > 0) deps.logger.info({ deleted }, 'deleted stored files no row names');
    },
  };
}
