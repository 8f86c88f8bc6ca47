import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Creates a new embedded database in a short-lived child process. PGlite runs
 * initdb in a second WebAssembly instance whose memory the server would keep
 * for its whole life (about 500 MB resident, idle); a child gives it all back
 * when it exits. An existing database is left alone.
 */
export async function initialisePgliteDataDir(dataDir: string, startParams: string[]) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = await import(${JSON.stringify(pgliteUrl)});
    const [dataDir, startParams] = JSON.parse(process.argv[1]);
    const db = await PGlite.create({ dataDir, startParams });
    await db.close();
  `;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', script, JSON.stringify([dataDir, startParams])],
    { timeout: 120_000 },
  );
}
