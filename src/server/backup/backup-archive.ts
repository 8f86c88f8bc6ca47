import fs from 'node:fs';
import path from 'node:path';
import { finished, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile } from 'yazl';
import { AppError } from '#shared/errors.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  SECRET_FILES,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './backup-format.ts';

/** Below DATA_DIR, beside (not in) uploads/: the sweep of unnamed files never sees it. */
const SNAPSHOT_FOLDER = 'backup-snapshot';
const PRIVATE_FILE_MODE = 0o100600;

/** The data directories this process is backing up: one backup at a time each (one snapshot folder). */
const busyDataDirs = new Set<string>();

export type BackupSource = {
  database: DatabaseHandle;
  dataDir: string;
  /** False when the files live in an object store: they are backed up with its own tools. */
  uploadsAreLocal: boolean;
};

type SnapshotFile = { key: string; size: number; mtime: Date };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A consistent backup of a running install as a streamed zip (decision 018).
 * PGlite's data directory is copied inside a transaction, so no other
 * statement runs meanwhile, and in that same moment every upload is
 * hard-linked into a snapshot folder. Files are stored before the row that
 * names them is committed and deleted only after the row stops naming them,
 * so every file a dumped row names is in the snapshot, however long the zip
 * then takes and whatever is uploaded or deleted meanwhile.
 */
export async function createBackupArchive(
  source: BackupSource,
  input: { now: Date },
): Promise<Readable> {
  const { database, dataDir } = source;
  if (!database.dump) {
    throw new AppError('CONFLICT', {
      title: 'Embedded Database Only',
      userMessage:
        'This backup is for the embedded database. Back up PostgreSQL with pg_dump (see "Backups" in README.md).',
    });
  }
  if (busyDataDirs.has(dataDir)) {
    throw new AppError('CONFLICT', {
      title: 'Backup Under Way',
      userMessage: 'A backup is being written already. Run this again once it is done.',
    });
  }
  busyDataDirs.add(dataDir);
  const snapshotDir = path.join(dataDir, SNAPSHOT_FOLDER);
  const release = async () => {
    await fs.promises.rm(snapshotDir, { recursive: true, force: true });
    busyDataDirs.delete(dataDir);
  };
  try {
    // A folder left here was left by a backup a crash interrupted: this process holds DATA_DIR.
    await fs.promises.rm(snapshotDir, { recursive: true, force: true });
    await fs.promises.mkdir(snapshotDir, { mode: 0o700 });
    const uploadsDir = path.join(dataDir, UPLOADS_FOLDER);
    const { tarball, held: files } = await database.dump(async () =>
      source.uploadsAreLocal ? linkFiles(uploadsDir, snapshotDir) : [],
    );
    const secrets = await readSecrets(dataDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: input.now.toISOString(),
      uploads: source.uploadsAreLocal ? 'included' : 'object-store',
      entries: [
        { name: DATABASE_ENTRY, size: tarball.size },
        ...secrets.map(({ name, content }) => ({ name, size: content.length })),
        ...files.map((file) => ({ name: `${UPLOADS_FOLDER}/${file.key}`, size: file.size })),
      ],
    };
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    zip.on('error', (error: Error) => output.destroy(error));
    const options = { mtime: input.now, mode: PRIVATE_FILE_MODE };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY, options);
    zip.addReadStreamLazy(DATABASE_ENTRY, { ...options, size: tarball.size }, (callback) =>
      callback(null, Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>)),
    );
    for (const { name, content } of secrets) zip.addBuffer(content, name, options);
    for (const file of files) {
      // Worksheets, pictures and PDFs are compressed already: stored as they are.
      const entryOptions = { mtime: file.mtime, mode: PRIVATE_FILE_MODE, size: file.size };
      zip.addReadStreamLazy(
        `${UPLOADS_FOLDER}/${file.key}`,
        { ...entryOptions, compress: false },
        (callback) => callback(null, fs.createReadStream(path.join(snapshotDir, file.key))),
      );
    }
    zip.end();
    finished(output, () => void release());
    return output;
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Hard-links every whole file below `root` into `snapshotDir` (a copy where
 * the file system cannot link): a file deleted from uploads/ afterwards
 * stays readable here. Files are never rewritten in place (the store writes a
 * new name and renames it), so a link keeps the bytes of this moment.
 */
async function linkFiles(root: string, snapshotDir: string): Promise<SnapshotFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files: SnapshotFile[] = [];
  for (const entry of entries) {
    // A .partial file is an upload still arriving; no committed row names it.
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, source).split(path.sep).join('/');
    const target = path.join(snapshotDir, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    if (!(await linkOrCopy(source, target))) continue;
    const stats = await fs.promises.stat(target);
    files.push({ key, size: stats.size, mtime: stats.mtime });
  }
  return files;
}

/** False when the file is gone: deleted since the folder was read, so no dumped row names it. */
async function linkOrCopy(source: string, target: string): Promise<boolean> {
  try {
    await fs.promises.link(source, target);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
  }
  // A file system without hard links (some network mounts): a copy, made while no statement runs.
  try {
    await fs.promises.copyFile(source, target);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** The secrets the server generated in DATA_DIR; absent when they come from settings instead. */
async function readSecrets(dataDir: string) {
  const secrets: { name: string; content: Buffer }[] = [];
  for (const name of SECRET_FILES) {
    try {
      secrets.push({ name, content: await fs.promises.readFile(path.join(dataDir, name)) });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return secrets;
}
