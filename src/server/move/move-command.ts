import { readEnv } from '../env.ts';
import { runMove } from './move-run.ts';

/**
 * `npm run move -- --to postgres://… [--files s3] [--from BACKUP.zip]`:
 * copies a stopped embedded install, or a backup of one, into an empty
 * PostgreSQL database, and the files into the bucket (decision 047).
 */
async function move() {
  // The secrets file it writes, and any files it puts into DATA_DIR, are for this user only.
  process.umask(0o077);
  await runMove(process.argv.slice(2), readEnv(), (line) => console.log(line));
}

move().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
