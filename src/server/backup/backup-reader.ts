import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import {
  backupManifestSchema,
  DATABASE_ENTRY,
  isBackupEntryName,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './backup-format.ts';

/** The archive is not a whole Emberpath backup; `message` says what is wrong with it. */
export class DamagedBackupError extends Error {}

/** An error of the code reading the entries (a full disk, say), passed on as it is. */
class EntryHandlerError extends Error {}

export type BackupEntry = { name: string; mtime: Date; body: Readable };

/**
 * Reads a backup archive entry by entry, checking what yauzl leaves to its
 * caller: the CRC-32 of every entry, a manifest first that names exactly the
 * entries that follow with their sizes, and only names a backup writes.
 * `onEntry` must read `body` to its end; a damaged entry fails that read.
 */
export async function readBackupArchive(
  archivePath: string,
  onEntry: (entry: BackupEntry) => Promise<void>,
): Promise<BackupManifest> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(archivePath);
  } catch (error) {
    throw new DamagedBackupError(`it is not a readable zip (${(error as Error).message})`);
  }
  try {
    let manifest: BackupManifest | undefined;
    const expected = new Map<string, number>();
    for await (const entry of zip.eachEntry()) {
      if (!manifest) {
        manifest = await readManifest(zip, entry);
        for (const { name, size } of manifest.entries) expected.set(name, size);
        continue;
      }
      const size = expected.get(entry.fileName);
      if (size === undefined || !isBackupEntryName(entry.fileName)) {
        throw new DamagedBackupError(
          `${entry.fileName} is not listed in its manifest, or is there twice`,
        );
      }
      if (entry.uncompressedSize !== size) {
        throw new DamagedBackupError(`${entry.fileName} is not the size its manifest gives`);
      }
      expected.delete(entry.fileName);
      const body = checkedBody(await zip.openReadStreamPromise(entry), entry);
      await onEntry({ name: entry.fileName, mtime: entry.getLastModDate(), body }).catch(
        (error: unknown) => {
          throw new EntryHandlerError('entry handler failed', { cause: error });
        },
      );
    }
    if (!manifest) throw new DamagedBackupError('it is empty');
    const [missing] = expected.keys();
    if (missing !== undefined) throw new DamagedBackupError(`${missing} is missing`);
    return manifest;
  } catch (error) {
    if (error instanceof EntryHandlerError) throw error.cause;
    if (error instanceof DamagedBackupError) throw error;
    throw new DamagedBackupError((error as Error).message);
  } finally {
    zip.close();
  }
}

async function readManifest(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<BackupManifest> {
  if (entry.fileName !== MANIFEST_ENTRY) {
    throw new DamagedBackupError(
      `it does not start with ${MANIFEST_ENTRY}: not an Emberpath backup`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of checkedBody(await zip.openReadStreamPromise(entry), entry)) {
    chunks.push(chunk as Buffer);
  }
  let parsed: ReturnType<typeof backupManifestSchema.safeParse>;
  try {
    parsed = backupManifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    throw new DamagedBackupError(`its ${MANIFEST_ENTRY} is not JSON`);
  }
  if (!parsed.success) {
    throw new DamagedBackupError(
      `its ${MANIFEST_ENTRY} is not one this version of Emberpath reads (${parsed.error.issues[0]?.message})`,
    );
  }
  if (!parsed.data.entries.some((listed) => listed.name === DATABASE_ENTRY)) {
    throw new DamagedBackupError('it holds no database');
  }
  return parsed.data;
}

/**
 * The entry's bytes, failing at their end when they do not match the CRC-32
 * the zip recorded. Read only when the caller reads, so no failure can come
 * before the caller listens for it.
 */
function checkedBody(raw: Readable, entry: yauzl.Entry): Readable {
  async function* check() {
    let crc = 0;
    try {
      for await (const chunk of raw) {
        crc = zlib.crc32(chunk as Buffer, crc);
        yield chunk as Buffer;
      }
    } catch (error) {
      throw new DamagedBackupError(
        `${entry.fileName} cannot be read (${(error as Error).message})`,
      );
    }
    if (crc !== entry.crc32) {
      throw new DamagedBackupError(`${entry.fileName} does not match its checksum`);
    }
  }
  return Readable.from(check(), { objectMode: false });
}
