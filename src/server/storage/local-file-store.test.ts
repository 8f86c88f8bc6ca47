import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ListedFile } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';

async function listAll(files: AsyncIterable<ListedFile>) {
  const listed: ListedFile[] = [];
  for await (const file of files) listed.push(file);
  return listed.sort((a, b) => a.key.localeCompare(b.key));
}

describe('the local file store’s listing', () => {
  it('lists every file under its folder by key, with when it was written', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-list-'));
    const store = createLocalFileStore(root);
    const before = Date.now() - 1000;
    await store.put('worksheets/u1/q1/a.pdf', Readable.from(['a']), 'application/pdf');
    await store.put('realm-1/b.pdf', Readable.from(['b']), 'application/pdf');
    const listed = await listAll(store.list());
    expect(listed.map((file) => file.key)).toEqual(['realm-1/b.pdf', 'worksheets/u1/q1/a.pdf']);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    await store.delete(listed[0]!.key);
    expect((await listAll(store.list())).map((file) => file.key)).toEqual([
      'worksheets/u1/q1/a.pdf',
    ]);
  });

  it('lists nothing while its folder does not exist yet', async () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-list-')), 'uploads');
    expect(await listAll(createLocalFileStore(root).list())).toEqual([]);
  });
});
