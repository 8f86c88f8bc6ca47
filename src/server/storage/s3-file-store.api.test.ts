import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOrphanedFilesJob } from '#server/orphaned-files-job.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { completeQuest, sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { useLocalS3 } from '#testing/local-s3.ts';
import { createTestApp } from '#testing/test-app.ts';

const s3Store = useLocalS3().store;

async function listKeys(store: ReturnType<typeof s3Store>) {
  const keys: string[] = [];
  for await (const file of store.list()) {
    expect(file.modifiedAt).toBeInstanceOf(Date);
    keys.push(file.key);
  }
  return keys.sort();
}

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

  it('lists the bucket, and the sweep deletes the old files no row names', async () => {
    const store = s3Store();
    const testApp = await createTestApp({}, { fileStore: store });
    const creator = await createUser(testApp);
    expect(
      (await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf)).status,
    ).toBe(200);
    await store.put('realm-1/stray.pdf', Readable.from([sampleFiles.pdf]), 'application/pdf');
    const listed = await listKeys(store);
    const worksheetKeys = listed.filter((key) => key.startsWith(`worksheets/${creator.id}/`));
    expect(worksheetKeys).toHaveLength(1);
    expect(listed).toContain('realm-1/stray.pdf');

    const job = createOrphanedFilesJob({
      db: testApp.db,
      fileStore: store,
      logger: pino({ level: 'silent' }),
    });
    await job.runDue(new Date());
    expect(await listKeys(store)).toEqual(listed);
    // The bucket dates its objects itself: sweep two hours from now instead of ageing them.
    await job.runDue(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await listKeys(store)).toEqual(worksheetKeys);
  });
});
