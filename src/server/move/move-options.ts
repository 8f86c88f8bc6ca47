import { parseArgs } from 'node:util';

export const MOVE_USAGE =
  'Usage: npm run move -- --to postgres://USER@HOST:5432/DATABASE [--files s3] [--from BACKUP.zip]';

export type MoveOptions = {
  targetUrl: string;
  /** 's3': the files go into the bucket S3_* names; 'stay': they stay in (or go to) DATA_DIR/uploads. */
  files: 's3' | 'stay';
  /** A backup archive to move instead of DATA_DIR's install. */
  archivePath?: string;
};

export class MoveUsageError extends Error {}

export function parseMoveOptions(args: string[]): MoveOptions {
  let values: { to?: string; files?: string; from?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { to: { type: 'string' }, files: { type: 'string' }, from: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new MoveUsageError(`${(error as Error).message}\n${MOVE_USAGE}`);
  }
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    throw new MoveUsageError(`--to must name the new database as postgres://…\n${MOVE_USAGE}`);
  }
  if (values.files !== undefined && values.files !== 's3') {
    throw new MoveUsageError(`--files takes only s3\n${MOVE_USAGE}`);
  }
  return {
    targetUrl: values.to,
    files: values.files === 's3' ? 's3' : 'stay',
    archivePath: values.from,
  };
}
