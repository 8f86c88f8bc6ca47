import fs from 'node:fs';
import path from 'node:path';
import { readEnv } from '../env.ts';
import { SECRET_FILES } from './backup-format.ts';
import { DamagedBackupError } from './backup-reader.ts';
import { restoreBackup } from './backup-restore.ts';

/**
 * `npm run restore ARCHIVE`: puts an archive of `npm run backup` into an
 * empty DATA_DIR (decision 018). Start the server on that DATA_DIR afterwards;
 * it applies any newer migrations as at every start.
 */
async function restore(archive: string | undefined) {
  if (!archive) throw new Error('Usage: npm run restore ARCHIVE');
  process.umask(0o077);
  const env = readEnv();
  if (env.DATABASE_URL) {
    throw new Error(
      'npm run restore is for the embedded database (PGlite). With DATABASE_URL set, restore PostgreSQL with pg_restore: see "Backups" in README.md.',
    );
  }
  const archivePath = path.resolve(archive);
  if (!fs.existsSync(archivePath)) throw new Error(`There is no file ${archivePath}.`);
  const dataDir = path.resolve(env.DATA_DIR);
  const startedAt = Date.now();
  try {
    const { manifest, fileCount } = await restoreBackup({ archivePath, dataDir });
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const secrets = SECRET_FILES.filter((name) => manifest.entries.some((e) => e.name === name));
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir} in ${seconds} s: the database, ${fileCount} uploaded files${secrets.map((name) => `, ${name}`).join('')}. Start the server with this DATA_DIR.`,
    );
    if (!secrets.includes('auth-secret')) {
      console.log(
        'AUTH_SECRET came from the settings: start with the same value, or every session ends.',
      );
    }
  } catch (error) {
    if (error instanceof DamagedBackupError) {
      throw new Error(
        `${archivePath} cannot be restored: ${error.message}. It is damaged or not an Emberpath backup; DATA_DIR was left empty.`,
      );
    }
    throw error;
  }
}

restore(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
