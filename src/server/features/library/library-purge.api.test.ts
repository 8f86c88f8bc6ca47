import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { addResource, fetchResourceFile, studioAs } from '#testing/library-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { purgeDeletedResources } from './library-purge.ts';

describe('purging deleted resources', () => {
  it('removes the files and rows of resources deleted before the cutoff, and nothing else', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-purge-'));
    const testApp = await createTestApp({}, { fileStore: createLocalFileStore(root) });
    const storedFiles = () =>
      fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile());
    const deps = { db: testApp.db, fileStore: testApp.fileStore };
    const staff = await createStaff(testApp);
    const kept = await addResource(testApp, staff.cookie, { title: 'Kept' });
    const gone = await addResource(testApp, staff.cookie, { title: 'Gone' });
    await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: gone.id },
    });
    expect(storedFiles()).toHaveLength(2);

    // Deleted just now: a purge of what was deleted over a day ago leaves it.
    expect(
      await purgeDeletedResources(deps, { deletedBefore: new Date(Date.now() - 86_400_000) }),
    ).toBe(0);
    expect((await fetchResourceFile(testApp, staff.cookie, gone.id)).status).toBe(200);

    expect(
      await purgeDeletedResources(deps, { deletedBefore: new Date(Date.now() + 60_000) }),
    ).toBe(1);
    expect(storedFiles()).toHaveLength(1);
    expect((await fetchResourceFile(testApp, staff.cookie, gone.id)).status).toBe(404);
    expect((await fetchResourceFile(testApp, staff.cookie, kept.id)).status).toBe(200);
    expect(
      await purgeDeletedResources(deps, { deletedBefore: new Date(Date.now() + 60_000) }),
    ).toBe(0);
  });
});
