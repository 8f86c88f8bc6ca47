import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { completeQuest, sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { createS3FileStore } from './s3-file-store.ts';

const BUCKET = 'emberpath-test';
let server: S3rver;
let endpoint: string;

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
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
});

const s3Store = () =>
  createS3FileStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

describe('S3 file store against a local S3-compatible server', () => {
  it('streams a file in, reads it back and deletes it', async () => {
    const store = s3Store();
    await store.put('worksheets/a/b.txt', Readable.from(['ember ', 'kit']), 'text/plain');
    const file = await store.get('worksheets/a/b.txt');
    expect(file?.size).toBe(9);
    expect(await text(file!.body)).toBe('ember kit');
    await store.delete('worksheets/a/b.txt');
    expect(await store.get('worksheets/a/b.txt')).toBeNull();
  });

  it('keeps worksheet uploads in the bucket', async () => {
    const testApp = await createTestApp({}, { fileStore: s3Store() });
    const creator = await createUser(testApp);
    expect(
      (await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf)).status,
    ).toBe(200);
    expect((await completeQuest(testApp, creator.cookie, 'r1-audience-map')).status).toBe(200);
    const download = await testApp.app.request('/api/quests/r1-audience-map/file', {
      headers: { cookie: creator.cookie },
    });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(sampleFiles.pdf);
  });
});
