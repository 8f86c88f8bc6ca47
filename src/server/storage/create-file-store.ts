import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

export function createFileStore(config: Pick<AppConfig, 's3'>, dataDir: string): FileStore {
  return config.s3
    ? createS3FileStore(config.s3)
    : createLocalFileStore(path.join(dataDir, 'uploads'));
}
