import path from 'node:path';
import { grantStaffByEmail } from './auth/staff-role.ts';
import { lockDataDir, restrictToOwner } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';

/**
 * `npm run staff:grant EMAIL`: the operator's explicit step that makes the
 * first staff member (or any other) when no verified ADMIN_EMAILS address can
 * be relied on. It reads the same settings as the server. On the embedded
 * database the server must be stopped first: two processes on one DATA_DIR
 * would lose writes.
 */
async function grant(email: string | undefined) {
  if (!email) throw new Error('Usage: npm run staff:grant EMAIL');
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
    if (!(await grantStaffByEmail(database.db, email)))
      throw new Error(`No account uses ${email}: sign up with it first, then run this again.`);
    console.log(`${email} is now staff. They see the staff screens on their next visit.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

grant(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
