import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { finished, pipeline } from 'node:stream/promises';
import { s3SettingsOf } from '../config.ts';
import { lockDataDir, restrictToOwner } from '../data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { readEnv, type Env } from '../env.ts';
import { createBackupArchive } from './backup-archive.ts';
import { UPLOADS_FOLDER } from './backup-format.ts';
import { DamagedBackupError, readBackupArchive } from './backup-reader.ts';
import { OPERATOR_ROUTE_PREFIX, readOperatorEndpoint } from './operator-access.ts';

const POSTGRES_MESSAGE =
  'npm run backup is for the embedded database (PGlite). With DATABASE_URL set, back up PostgreSQL with pg_dump, and the files with the object store’s own tools: see "Backups" in README.md.';

/**
 * `npm run backup [ARCHIVE]`: one zip holding the embedded database, the
 * uploaded files and DATA_DIR's secrets (decision 018). A running server is
 * asked for it (it holds DATA_DIR, and takes the copy between two
 * transactions); with no server running, this process opens DATA_DIR itself.
 * The archive is read back and checked before it takes its name.
 */
async function backup(target: string | undefined) {
  process.umask(0o077);
  const env = readEnv();
  if (env.DATABASE_URL) throw new Error(POSTGRES_MESSAGE);
  const dataDir = path.resolve(env.DATA_DIR);
  const startedAt = new Date();
  const archivePath = path.resolve(
    target ?? `emberpath-backup-${startedAt.toISOString().replace(/[:.]/g, '-')}.zip`,
  );
  if (fs.existsSync(archivePath)) throw new Error(`${archivePath} exists already; name another.`);
  const partialPath = `${archivePath}.partial`;
  try {
    const fromServer = await askRunningServer(dataDir);
    const source = fromServer ? 'the running server' : 'DATA_DIR (no server was running)';
    if (fromServer) {
      await pipeline(fromServer, fs.createWriteStream(partialPath, { flags: 'wx', mode: 0o600 }));
    } else {
      await writeWithoutServer(dataDir, env, partialPath, startedAt);
    }
    let entryCount = 0;
    // Each entry read to its end, where its checksum is compared.
    const manifest = await readBackupArchive(partialPath, async (entry) => {
      entryCount += 1;
      await finished(entry.body.resume());
    });
    fs.renameSync(partialPath, archivePath);
    const megabytes = (fs.statSync(archivePath).size / 1_000_000).toFixed(1);
    const seconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(1);
    const fileCount = manifest.entries.filter((entry) =>
      entry.name.startsWith(`${UPLOADS_FOLDER}/`),
    ).length;
    console.log(
      `Wrote ${archivePath} (${megabytes} MB, ${entryCount} entries checked: the database, ${fileCount} uploaded files and DATA_DIR's secrets) from ${source} in ${seconds} s.`,
    );
    if (manifest.uploads === 'object-store') {
      console.log(
        'The files live in the S3 bucket and are not in this archive: back them up with the object store’s own tools (README.md, "Backups").',
      );
    }
    console.log('It holds every account and the session secret: keep it as private as DATA_DIR.');
  } catch (error) {
    fs.rmSync(partialPath, { force: true });
    if (error instanceof DamagedBackupError) {
      throw new Error(`The archive written is damaged (${error.message}); nothing was kept.`);
    }
    throw error;
  }
}

/** The archive streamed by the server holding DATA_DIR; undefined when no server is running. */
async function askRunningServer(dataDir: string): Promise<Readable | undefined> {
  const endpoint = readOperatorEndpoint(dataDir);
  if (!endpoint) return undefined;
  let response: Response;
  try {
    response = await fetch(`${endpoint.url}${OPERATOR_ROUTE_PREFIX}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
  } catch (error) {
    // A file a crashed server left: nobody listens there any more.
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as
      { error?: { message?: string } } | undefined;
    throw new Error(
      `The server refused the backup (${response.status}): ${body?.error?.message ?? response.statusText}`,
    );
  }
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

async function writeWithoutServer(dataDir: string, env: Env, partialPath: string, now: Date) {
  const databaseDir = path.join(dataDir, 'db');
  // PGlite would make a new, empty database there.
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new Error(`There is no Emberpath database in ${dataDir}: is DATA_DIR right?`);
  }
  const lock = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
    try {
      restrictToOwner(databaseDir);
      const archive = await createBackupArchive(
        { database, dataDir, uploadsAreLocal: !s3SettingsOf(env) },
        { now },
      );
      await pipeline(archive, fs.createWriteStream(partialPath, { flags: 'wx', mode: 0o600 }));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

backup(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
