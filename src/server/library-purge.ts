import path from 'node:path';
import { s3SettingsOf } from './config.ts';
import { lockDataDir, restrictToOwner } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';
import { purgeDeletedResources } from './features/library/library-purge.ts';
import { createFileStore } from './storage/create-file-store.ts';

const DAY_MS = 86_400_000;

/**
 * `npm run library:purge [DAYS]`: removes the library resources staff deleted
 * more than DAYS ago (30 by default), files and rows. It reads the same
 * settings as the server; on the embedded database the server must be stopped
 * first, as it holds DATA_DIR.
 */
async function purge(daysArgument: string | undefined) {
  const days = daysArgument === undefined ? 30 : Number(daysArgument);
  if (!Number.isInteger(days) || days < 0) throw new Error('Usage: npm run library:purge [DAYS]');
  process.umask(0o077);
  const env = readEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const lock = env.DATABASE_URL ? undefined : lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  try {
    await database.migrate();
    if (database.kind === 'pglite') restrictToOwner(path.join(dataDir, 'db'));
    const fileStore = createFileStore({ s3: s3SettingsOf(env) }, dataDir);
    const removed = await purgeDeletedResources(
      { db: database.db, fileStore },
      { deletedBefore: new Date(Date.now() - days * DAY_MS) },
    );
    console.log(`Removed ${removed} resource(s) deleted more than ${days} day(s) ago.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

purge(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
