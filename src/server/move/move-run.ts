import path from 'node:path';
import { s3SettingsOf } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir.ts';
import type { Env } from '../env.ts';
import { createLocalFileStore } from '../storage/local-file-store.ts';
import { createS3FileStore } from '../storage/s3-file-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { UPLOADS_FOLDER } from '../backup/backup-format.ts';
import { moveInstall, type MoveReport } from './move-install.ts';
import { parseMoveOptions } from './move-options.ts';
import {
  assertSecretFilesAgree,
  resolveSecrets,
  SECRETS_ENV_FILE,
  writeSecretFiles,
  writeSecretsEnvFile,
} from './move-secrets.ts';
import {
  MoveRefusedError,
  openArchiveSource,
  openDataDirSource,
  type MoveSource,
} from './move-source.ts';
import { assertTargetIsEmpty, redacted } from './move-target.ts';

/**
 * `npm run move -- --to postgres://… [--files s3] [--from BACKUP.zip]`
 * (decision 047), apart from the process: the command and the tests call it.
 */
export async function runMove(
  args: string[],
  env: Env,
  print: (line: string) => void,
): Promise<MoveReport> {
  const options = parseMoveOptions(args);
  const s3 = s3SettingsOf(env);
  if (options.files === 's3' && !s3) {
    throw new MoveRefusedError(
      '--files s3 puts the files into the bucket S3_BUCKET names (with S3_REGION, S3_ENDPOINT and the S3_* keys, as the server reads them): set them first.',
    );
  }
  await assertTargetIsEmpty(options.targetUrl);
  const dataDir = path.resolve(env.DATA_DIR);
  const startedAt = Date.now();
  let source: MoveSource;
  let releaseDataDir = () => undefined as void;
  if (options.archivePath) {
    // DATA_DIR receives the archive's secrets (and files, unless they go to the bucket).
    try {
      releaseDataDir = lockDataDir(dataDir).release;
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new MoveRefusedError(error.message);
      throw error;
    }
    try {
      source = await openArchiveSource(path.resolve(options.archivePath));
    } catch (error) {
      releaseDataDir();
      throw error;
    }
  } else {
    source = await openDataDirSource(dataDir);
  }
  try {
    if (options.archivePath) assertSecretFilesAgree(dataDir, source.secretFiles);
    const secrets = resolveSecrets(env, source.secretFiles);
    const fileStore = fileStoreFor(options.files, source, s3, dataDir);
    print(
      `Moving ${options.archivePath ? `the backup ${path.resolve(options.archivePath)}` : `the install in ${dataDir}`} into ${redacted(options.targetUrl)}.`,
    );
    const report = await moveInstall({
      source,
      targetUrl: options.targetUrl,
      fileStore,
      authSecret: secrets.authSecret,
      onProgress: print,
    });
    if (options.archivePath) writeSecretFiles(dataDir, source.secretFiles);
    const envFile = writeSecretsEnvFile(dataDir, secrets);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Moved ${report.tables.length} tables (${rows.toLocaleString('en-US')} rows) in ${seconds} s; every table's rows checked against the install.`,
    );
    print(filesLine(options.files, source, report, dataDir));
    print(
      `The secrets the install signs with are in ${envFile} (readable by you only): give every server on PostgreSQL these settings, or start one server with DATA_DIR=${dataDir}, which reads them from there. Without them every session ends.`,
    );
    print(
      `Next: DATABASE_URL=${redacted(options.targetUrl)}${options.files === 's3' ? ' with the same S3_* settings' : ''} and the settings of ${SECRETS_ENV_FILE}, then npm run serve. Keep ${dataDir} until the new install is known good.`,
    );
    return report;
  } finally {
    await source.close();
    releaseDataDir();
  }
}

function fileStoreFor(
  files: 's3' | 'stay',
  source: MoveSource,
  s3: ReturnType<typeof s3SettingsOf>,
  dataDir: string,
): FileStore | undefined {
  if (files === 's3') return createS3FileStore(s3!);
  // From DATA_DIR the files are where a server with that DATA_DIR reads them already.
  if (source.filesAreInDataDir) return undefined;
  return createLocalFileStore(path.join(dataDir, UPLOADS_FOLDER));
}

function filesLine(files: 's3' | 'stay', source: MoveSource, report: MoveReport, dataDir: string) {
  if (source.filesInObjectStore) {
    return 'The files were in the bucket when the backup was made, and stay there: keep the same S3_* settings.';
  }
  if (report.filesCopied > 0) {
    return `Copied ${report.filesCopied} files ${files === 's3' ? 'into the bucket' : `into ${path.join(dataDir, UPLOADS_FOLDER)}`}, each read back with the same SHA-256.`;
  }
  if (source.files.length > 0) {
    return `The ${source.files.length} files stay in ${path.join(dataDir, UPLOADS_FOLDER)}: start one server with this DATA_DIR, or run again with --files s3 (into an empty database) to put them into a bucket for several servers.`;
  }
  return files === 's3'
    ? 'There were no files to copy: if the install already kept its files in this bucket, they stay there.'
    : 'There were no files to copy.';
}
