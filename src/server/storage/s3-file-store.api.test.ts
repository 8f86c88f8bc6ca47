import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { completeQuest, sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { useLocalS3 } from '#testing/local-s3.ts';
import { createTestApp } from '#testing/test-app.ts';

const s3Store = useLocalS3().store;

describe('S3 file store against a local S3-compatible server', () => {
  it('streams a file in, reads it back and deletes it', async () => {
    const store = s3Store();
    await store.put('worksheets/a/b.txt', Readable.from(['ember ', 'kit']), 'text/plain');
    const file = await store.get('worksheets/a/b.txt');
    expect(file?.size).toBe(9);
    expect(await text(file!.body)).toBe('ember kit');
    const part = await store.get('worksheets/a/b.txt', { start: 2, end: 5 });
    expect(part?.size).toBe(9);
    expect(await text(part!.body)).toBe('ber ');
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
