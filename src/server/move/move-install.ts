import { sql } from 'drizzle-orm';
import type { FileStore } from '../storage/file-store.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { copyFiles } from './file-copy.ts';
import type { MoveSource } from './move-source.ts';
import { withEmptyTarget } from './move-target.ts';
import { checkSignIn, tallySource, tallyTarget, type SignInCheck } from './move-verify.ts';
import { carrySequences, copyTableRows, setUserTriggers } from './table-copy.ts';
import { tablesInDependencyOrder } from './table-order.ts';

export type MoveReport = {
  tables: { name: string; rows: number }[];
  sequences: number;
  /** Files put into the store and read back; 0 when they stay where they are. */
  filesCopied: number;
  signIn: SignInCheck;
};

const count = (n: number) => n.toLocaleString('en-US');
const rowsOfCount = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * Copies a stopped embedded install into an empty PostgreSQL database
 * (decision 047): the schema from the migrations, every table's rows in
 * dependency order with the rollup's triggers off, the sequences, the files
 * into `fileStore` (unless they stay where they are), then checks every
 * table's rows, every file's checksum and a session cookie against the new
 * database, and only then commits. Any failure rolls the database back to
 * empty; files already put are put again by the next run.
 */
export async function moveInstall(input: {
  source: MoveSource;
  targetUrl: string;
  /** Where the files go; undefined when they stay in DATA_DIR/uploads. */
  fileStore?: FileStore;
  authSecret: string;
  onProgress: (line: string) => void;
}): Promise<MoveReport> {
  const { source, onProgress } = input;
  const sourceDb = source.database.db;
  await sourceDb.execute(sql`set time zone 'UTC'`);
  const tables = await tablesInDependencyOrder(sourceDb);
  const sourceMigrations = await migrationCount(sourceDb);

  return withEmptyTarget(input.targetUrl, async (target) => {
    const targetTables = await tablesInDependencyOrder(target.db);
    if ([...targetTables].sort().join() !== [...tables].sort().join()) {
      throw new Error(
        'The install’s tables differ from those this version’s migrations make; was it made by a newer Emberpath?',
      );
    }
    if ((await migrationCount(target.db)) !== sourceMigrations) {
      throw new Error('The install has another number of migrations applied than this version.');
    }
    await setUserTriggers(target.client, false);
    const copied: MoveReport['tables'] = [];
    for (const [index, table] of tables.entries()) {
      const rows = await copyTableRows(sourceDb, target.client, table);
      copied.push({ name: table, rows });
      onProgress(`Copying tables: ${index + 1}/${tables.length} ${table} ${rowsOfCount(rows)}`);
    }
    await setUserTriggers(target.client, true);
    const sequences = await carrySequences(sourceDb, target.client);
    onProgress(`Sequences carried on: ${sequences}`);

    let filesCopied = 0;
    if (input.fileStore && source.files.length > 0) {
      await copyFiles(source.files, input.fileStore, (done, total) => {
        onProgress(`Copying files: ${done}/${total}`);
      });
      filesCopied = source.files.length;
    }

    for (const [index, table] of tables.entries()) {
      const [mine, theirs] = [
        await tallySource(sourceDb, table),
        await tallyTarget(target.client, table),
      ];
      if (mine.rows !== theirs.rows || mine.digest !== theirs.digest) {
        throw new Error(
          `Checking ${table}: the install has ${count(mine.rows)} rows, the new database ${count(theirs.rows)}${mine.rows === theirs.rows ? ' with other contents' : ''}.`,
        );
      }
      onProgress(
        `Checking tables: ${index + 1}/${tables.length} ${table} ${rowsOfCount(mine.rows)}`,
      );
    }
    const signIn = await checkSignIn(sourceDb, target.db, input.authSecret);
    onProgress(
      signIn.kind === 'checked'
        ? 'Sign-in check: a session cookie of the install is read as its creator on the new database.'
        : 'Sign-in check: the install has no live session to try.',
    );
    return { tables: copied, sequences, filesCopied, signIn };
  });
}

async function migrationCount(db: Parameters<typeof tablesInDependencyOrder>[0]) {
  const [row] = rowsOf<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return row!.applied;
}
