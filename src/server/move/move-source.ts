import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { DATABASE_ENTRY, UPLOADS_FOLDER } from '../backup/backup-format.ts';
import { DamagedBackupError, readBackupArchive } from '../backup/backup-reader.ts';
import { DataDirLockedError, lockDataDir, restrictToOwner } from '../data-dir.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { readSecretFiles } from './move-secrets.ts';

/** Where the server opens PGlite (main.ts). */
const DATABASE_FOLDER = 'db';

/** A file of the install: its key in the file store and where its bytes are on this machine. */
export type SourceFile = { key: string; path: string };

/** The stopped install a move reads: its database (migrated to this version), files and secrets. */
export type MoveSource = {
  database: DatabaseHandle;
  files: SourceFile[];
  /** True when DATA_DIR/uploads is the folder the files already live in (no archive). */
  filesAreInDataDir: boolean;
  /** An archive made while the files lived in a bucket: they are not in it, and stay there. */
  filesInObjectStore: boolean;
  secretFiles: { authSecret?: string; vapidKeys?: string };
  close: () => Promise<void>;
};

/** The move cannot start: `message` says why, and nothing was written anywhere. */
export class MoveRefusedError extends Error {}

/**
 * A stopped server's DATA_DIR. Its lock is taken and held for the whole move,
 * so the move refuses to run beside a server, and no server starts on the
 * install while it is copied (two processes on one PGlite lose writes,
 * decision 011). Pending migrations are applied, as the server of this
 * version would at its next start, so source and target have one schema.
 */
export async function openDataDirSource(dataDir: string): Promise<MoveSource> {
  if (!fs.existsSync(path.join(dataDir, DATABASE_FOLDER, 'PG_VERSION'))) {
    throw new MoveRefusedError(
      `There is no Emberpath database in ${dataDir}: is DATA_DIR right? (Or name a backup with --from.)`,
    );
  }
  let lock: { release: () => void };
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new MoveRefusedError(
        `${error.message}. The move copies a stopped install: stop the server first (or move a backup with --from).`,
      );
    }
    throw error;
  }
  try {
    const databaseDir = path.join(dataDir, DATABASE_FOLDER);
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    await database.migrate();
    // As the server does after migrating: PGlite writes its files readable by all.
    restrictToOwner(databaseDir);
    return {
      database,
      files: await listFiles(path.join(dataDir, UPLOADS_FOLDER)),
      filesAreInDataDir: true,
      filesInObjectStore: false,
      secretFiles: readSecretFiles(dataDir),
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A backup archive of `npm run backup`, every entry checked against its
 * checksum and the manifest (backup-reader.ts), unpacked into a private
 * temporary folder that is removed when the move ends.
 */
export async function openArchiveSource(archivePath: string): Promise<MoveSource> {
  if (!fs.existsSync(archivePath)) throw new MoveRefusedError(`There is no file ${archivePath}.`);
  const stagingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-move-'));
  const removeStaging = () => fs.promises.rm(stagingDir, { recursive: true, force: true });
  try {
    const databaseChunks: Buffer[] = [];
    const secretFiles: { authSecret?: string; vapidKeys?: string } = {};
    const files: SourceFile[] = [];
    const manifest = await readBackupArchive(archivePath, async (entry) => {
      if (entry.name === DATABASE_ENTRY) {
        for await (const chunk of entry.body) databaseChunks.push(chunk as Buffer);
      } else if (entry.name.startsWith(`${UPLOADS_FOLDER}/`)) {
        const target = path.join(stagingDir, entry.name);
        await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(entry.body, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        files.push({ key: entry.name.slice(UPLOADS_FOLDER.length + 1), path: target });
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk as Buffer);
        const content = Buffer.concat(chunks).toString('utf8');
        if (entry.name === 'auth-secret') secretFiles.authSecret = content;
        else secretFiles.vapidKeys = content;
      }
    });
    const databaseDir = path.join(stagingDir, DATABASE_FOLDER);
    const loaded = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: new Blob([Buffer.concat(databaseChunks)]),
    });
    await loaded.close();
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    await database.migrate();
    return {
      database,
      files,
      filesAreInDataDir: false,
      filesInObjectStore: manifest.uploads === 'object-store',
      secretFiles,
      close: async () => {
        await database.close();
        await removeStaging();
      },
    };
  } catch (error) {
    await removeStaging();
    if (error instanceof DamagedBackupError) {
      throw new MoveRefusedError(
        `${archivePath} cannot be moved: ${error.message}. It is damaged or not an Emberpath backup.`,
      );
    }
    throw error;
  }
}

/** Every whole file under the uploads folder; a .partial file is an upload that never finished. */
async function listFiles(root: string): Promise<SourceFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { key: path.relative(root, full).split(path.sep).join('/'), path: full };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}
