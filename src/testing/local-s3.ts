import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3FileStore, type S3Settings } from '#server/storage/s3-file-store.ts';

const BUCKET = 'emberpath-test';

/**
 * A local S3-compatible server for the test file, started before its first
 * test and stopped after its last. Returns its settings and a store factory.
 */
export function useLocalS3() {
  let server: S3rver;
  let settings: S3Settings;
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-s3-')),
      resetOnClose: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as { port: number };
    settings = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server.close();
  });
  return { settings: () => settings, store: () => createS3FileStore(settings) };
}
