import { z } from 'zod';

/**
 * The backup archive of an embedded-database install (decision 018): one zip
 * holding a manifest, PGlite's data directory as a tar, the files of
 * DATA_DIR/uploads, and the secrets DATA_DIR keeps (so sessions, unsubscribe
 * links and push subscriptions survive a restore).
 */
export const BACKUP_FORMAT = 'emberpath-backup';
export const BACKUP_VERSION = 1;

/** The first entry: what the archive holds, so a missing or extra entry is noticed. */
export const MANIFEST_ENTRY = 'emberpath-backup.json';
export const DATABASE_ENTRY = 'database/pgdata.tar';
/** The local file store's folder in DATA_DIR (create-file-store.ts), and its files' place in the zip. */
export const UPLOADS_FOLDER = 'uploads';

/** The files of DATA_DIR the server generates once and keeps (data-dir.ts). */
export const SECRET_FILES = ['auth-secret', 'vapid-keys.json'] as const;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** 'object-store' when the files live in S3: they are not in the archive. */
  uploads: z.enum(['included', 'object-store']),
  entries: z.array(z.object({ name: z.string().min(1), size: z.number().int().nonnegative() })),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Whether a backup writes an entry of this name (yauzl refuses absolute paths and `..` itself). */
export function isBackupEntryName(name: string): boolean {
  return (
    name === DATABASE_ENTRY ||
    (SECRET_FILES as readonly string[]).includes(name) ||
    (name.startsWith(`${UPLOADS_FOLDER}/`) && !name.endsWith('/'))
  );
}
