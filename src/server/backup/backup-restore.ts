import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockDataDir, restrictToOwner } from '../data-dir.ts';
import { DATABASE_ENTRY, UPLOADS_FOLDER, type BackupManifest } from './backup-format.ts';
import { readBackupArchive } from './backup-reader.ts';

/** Where the server opens PGlite (main.ts). */
const DATABASE_FOLDER = 'db';
/** Below DATA_DIR, so moving the restored pieces into place is a rename. */
const STAGING_FOLDER = 'restore-in-progress';

export class RestoreRefusedError extends Error {}

/**
 * Restores a backup archive into an empty DATA_DIR (decision 018). Everything
 * is written to a staging folder first, each entry checked against its
 * checksum and the manifest, and the database opened once from its copy
 * (PGlite replays its log there); only then are the pieces moved into place.
 * A damaged archive leaves DATA_DIR as empty as it found it.
 */
export async function restoreBackup(input: {
  archivePath: string;
  dataDir: string;
}): Promise<{ manifest: BackupManifest; fileCount: number }> {
  const { dataDir } = input;
  // Checked before the lock too, which would create the folder or add its file. The lock's file
  // alone stays behind a failed restore (it is never deleted), and counts as empty.
  assertEmpty(dataDir, [LOCK_FILE]);
  const lock = lockDataDir(dataDir);
  const stagingDir = path.join(dataDir, STAGING_FOLDER);
  try {
    assertEmpty(dataDir, [LOCK_FILE]);
    await fs.promises.mkdir(stagingDir, { mode: 0o700 });
    const databaseChunks: Buffer[] = [];
    let fileCount = 0;
    const manifest = await readBackupArchive(input.archivePath, async (entry) => {
      if (entry.name === DATABASE_ENTRY) {
        for await (const chunk of entry.body) databaseChunks.push(chunk as Buffer);
        return;
      }
      const target = path.join(stagingDir, entry.name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry.body, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      await fs.promises.utimes(target, entry.mtime, entry.mtime);
      if (entry.name.startsWith(`${UPLOADS_FOLDER}/`)) fileCount += 1;
    });
    const database = await PGlite.create({
      dataDir: path.join(stagingDir, DATABASE_FOLDER),
      loadDataDir: new Blob([Buffer.concat(databaseChunks)]),
    });
    await database.query('select 1');
    await database.close();
    // PGlite writes its files readable by all, whatever the umask.
    restrictToOwner(stagingDir);
    for (const name of await fs.promises.readdir(stagingDir)) {
      await fs.promises.rename(path.join(stagingDir, name), path.join(dataDir, name));
    }
    return { manifest, fileCount };
  } finally {
    await fs.promises.rm(stagingDir, { recursive: true, force: true });
    lock.release();
  }
}

function assertEmpty(dataDir: string, allowed: string[]): void {
  let names: string[];
  try {
    names = fs.readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      throw new RestoreRefusedError(`DATA_DIR ${dataDir} is a file, not a directory.`);
    }
    throw error;
  }
  if (names.some((name) => !allowed.includes(name))) {
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is not empty. A restore writes only into an empty or new directory, so nothing there is overwritten: choose another DATA_DIR, or move this one aside first.`,
    );
  }
}
