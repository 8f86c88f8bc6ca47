import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { worksheetTemplates } from '#content/worksheets.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { fetchResourceFile, readLibrary, studioAs } from '#testing/library-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { seedDefaultResources } from './library-seed.ts';

async function appWithVisibleStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-seed-'));
  const testApp = await createTestApp({}, { fileStore: createLocalFileStore(root) });
  const storedFiles = () =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((entry) => fs.statSync(path.join(root, entry)).isFile());
  return { testApp, storedFiles };
}

const committedPdf = (fileName: string) =>
  fs.readFileSync(new URL(`../../../../content/worksheets/${fileName}`, import.meta.url));

describe('the default worksheets', () => {
  it('are loaded once, each in its realm and attached to its quest', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const deps = { db: testApp.db, fileStore: testApp.fileStore };
    expect(await seedDefaultResources(deps)).toEqual([
      'Audience Discovery Worksheet',
      'Message Map Worksheet',
      'Content Calendar Worksheet',
      'Launch Checklist Worksheet',
    ]);
    expect(await seedDefaultResources(deps)).toEqual([]);
    expect(storedFiles()).toHaveLength(4);

    const staff = await createStaff(testApp);
    const { resources } = await (await studioAs(testApp, staff.cookie).$get()).json();
    expect(
      resources.map(({ realmId, questId, type, contentType }) => ({
        realmId,
        questId,
        type,
        contentType,
      })),
    ).toEqual([
      { realmId: 1, questId: 'r1-audience-map', type: 'download', contentType: 'application/pdf' },
      { realmId: 2, questId: 'r2-message-map', type: 'download', contentType: 'application/pdf' },
      {
        realmId: 2,
        questId: 'r2-content-calendar',
        type: 'download',
        contentType: 'application/pdf',
      },
      {
        realmId: 3,
        questId: 'r3-launch-checklist',
        type: 'download',
        contentType: 'application/pdf',
      },
    ]);

    // A new creator opens realm 1's worksheet: the real, printable PDF.
    const creator = await createUser(testApp);
    const library = await readLibrary(testApp, creator.cookie);
    const audience = library.sections[0]!.resources[0]!;
    const response = await fetchResourceFile(testApp, creator.cookie, audience.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      committedPdf('audience-discovery-worksheet.pdf'),
    );
  });

  it('never brings back a worksheet staff deleted', async () => {
    const { testApp } = await appWithVisibleStore();
    const deps = { db: testApp.db, fileStore: testApp.fileStore };
    await seedDefaultResources(deps);
    const staff = await createStaff(testApp);
    const studio = studioAs(testApp, staff.cookie);
    const { resources } = await (await studio.$get()).json();
    const messageMap = resources.find((row) => row.title === 'Message Map Worksheet')!;
    await studio[':resourceId'].$delete({ param: { resourceId: messageMap.id } });

    expect(await seedDefaultResources(deps)).toEqual([]);
    const after = await (await studio.$get()).json();
    expect(after.resources.map((row) => row.title)).not.toContain('Message Map Worksheet');
    expect(after.resources).toHaveLength(worksheetTemplates.length - 1);
  });

  it('are loaded once when twenty servers start together (the lock is proven on PostgreSQL)', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const deps = { db: testApp.db, fileStore: testApp.fileStore };
    const results = await Promise.all(Array.from({ length: 20 }, () => seedDefaultResources(deps)));
    expect(results.flat().sort()).toEqual(
      worksheetTemplates.map((template) => template.title).sort(),
    );
    const staff = await createStaff(testApp);
    const { resources } = await (await studioAs(testApp, staff.cookie).$get()).json();
    expect(resources).toHaveLength(worksheetTemplates.length);
    // The copies the other starts stored are removed again.
    expect(storedFiles()).toHaveLength(worksheetTemplates.length);
  });
});
