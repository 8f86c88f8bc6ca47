import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

/** The upload folder of the first test below, looked for again by the second. */
let folderOfEndedTest: string | undefined;

describe('a test app leaves no upload folder behind', () => {
  it('removes its folder, files and all, when it closes', async () => {
    const testApp = await createTestApp();
    const folder = testApp.uploadsDir!;
    await testApp.fileStore.put('worksheets/a.pdf', Readable.from(['%PDF-']), 'application/pdf');
    expect(fs.readdirSync(folder)).not.toEqual([]);
    await testApp.close();
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('stays open for the whole test that made it', async () => {
    const testApp = await createTestApp();
    folderOfEndedTest = testApp.uploadsDir;
    expect(fs.existsSync(folderOfEndedTest!)).toBe(true);
  });

  it('closes when that test ends: the next test finds its folder gone', () => {
    expect(folderOfEndedTest).toBeDefined();
    expect(fs.existsSync(folderOfEndedTest!)).toBe(false);
  });
});
