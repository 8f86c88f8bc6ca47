import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { runBackgroundJobs } from '#testing/background-jobs.ts';
import { sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { addResource, studioAs } from '#testing/library-helpers.ts';
import {
  createInspectableFileStore,
  listStoredKeys,
  samplePhoto,
  uploadAvatar,
} from '#testing/profile-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;

async function storeStray(testApp: TestApp, key: string) {
  await testApp.fileStore.put(key, Readable.from([sampleFiles.pdf]), 'application/pdf');
  return key;
}

describe('the sweep of stored files no row names', () => {
  it('deletes old unnamed worksheets, resources and avatars; keeps named files and fresh ones', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    const upload = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.pdf,
    );
    expect(upload.status).toBe(200);
    await addResource(testApp, staff.cookie);
    // A deleted resource keeps its file until the purge removes both.
    const deleted = await addResource(testApp, staff.cookie, { title: 'Old Map' });
    const removal = await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: deleted.id },
    });
    expect(removal.status).toBe(200);
    expect((await uploadAvatar(testApp, creator.cookie, await samplePhoto())).status).toBe(200);
    const named = listStoredKeys(root);
    expect(named).toHaveLength(4);

    const prefixes = [
      `worksheets/${creator.id}/r1-audience-map/`,
      'realm-1/',
      `avatars/${creator.id}/`,
    ];
    const oldStrays = await Promise.all(
      prefixes.map((prefix) => storeStray(testApp, `${prefix}${randomUUID()}.pdf`)),
    );
    // What a server that died mid-upload leaves behind.
    oldStrays.push(
      await storeStray(testApp, `realm-1/${randomUUID()}.pdf.${randomUUID()}.partial`),
    );
    const freshStrays = await Promise.all(
      prefixes.map((prefix) => storeStray(testApp, `${prefix}${randomUUID()}.pdf`)),
    );
    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * HOUR_MS);
    for (const key of [...named, ...oldStrays])
      fs.utimesSync(path.join(root, key), twoHoursAgo, twoHoursAgo);

    await runBackgroundJobs(testApp, now);

    expect(listStoredKeys(root)).toEqual([...named, ...freshStrays].sort());
    const download = await testApp.app.request('/api/quests/r1-audience-map/file', {
      headers: { cookie: creator.cookie },
    });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(sampleFiles.pdf);
  });
});
