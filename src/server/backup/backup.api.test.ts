import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { getTestDatabase } from '#testing/test-database.ts';
import { LOCK_FILE } from '../data-dir.ts';
import { createLocalFileStore } from '../storage/local-file-store.ts';
import { DamagedBackupError } from './backup-reader.ts';
import { restoreBackup } from './backup-restore.ts';

const TOKEN = 'operator-token-of-this-test-run-0123456789';
const { kind } = await getTestDatabase();
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `emberpath-${name}-`));

/** The app with its files in DATA_DIR/uploads, as a server on the embedded database has them. */
async function createAppWithDataDir() {
  const dataDir = tempDir('backup-data');
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'the-secret-sessions-are-signed-with');
  const testApp = await createTestApp(
    {},
    {
      fileStore: createLocalFileStore(path.join(dataDir, 'uploads')),
      operator: { token: TOKEN, dataDir },
    },
  );
  return { testApp, dataDir };
}

function requestBackup(testApp: TestApp, authorization?: string) {
  return testApp.app.request('/operator/backup', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });
}

async function saveBackup(response: Response): Promise<string> {
  const archivePath = path.join(tempDir('backup-archive'), 'backup.zip');
  fs.writeFileSync(archivePath, Buffer.from(await response.arrayBuffer()));
  return archivePath;
}

async function readRestored(dataDir: string, query: string) {
  const database = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return (await database.query<Record<string, unknown>>(query)).rows;
  } finally {
    await database.close();
  }
}

describe('POST /operator/backup', () => {
  it('refuses a call without the operator token, or with another one', async () => {
    const { testApp } = await createAppWithDataDir();
    const creator = await createUser(testApp);
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`]) {
      const response = await requestBackup(testApp, authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    const withSession = await testApp.app.request('/operator/backup', {
      method: 'POST',
      headers: { cookie: creator.cookie },
    });
    expect(withSession.status).toBe(401);
  });

  it.runIf(kind === 'postgres')('says it is for the embedded database on PostgreSQL', async () => {
    const { testApp } = await createAppWithDataDir();
    const response = await requestBackup(testApp, `Bearer ${TOKEN}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { title: 'Embedded Database Only', message: expect.stringContaining('pg_dump') },
    });
  });
});

describe.runIf(kind === 'pglite')('a backup of the embedded database', () => {
  it('keeps the file a dumped row names, though it is replaced and deleted before the zip reaches it', async () => {
    const { testApp, dataDir } = await createAppWithDataDir();
    const creator = await createUser(testApp);
    const first = Buffer.concat([sampleFiles.pdf, Buffer.from('% the first version\n')]);
    expect((await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', first)).status).toBe(
      200,
    );

    // The response is under way once the database is dumped and the files linked.
    const response = await requestBackup(testApp, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const second = Buffer.concat([sampleFiles.pdf, Buffer.from('% the second version\n')]);
    expect((await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', second)).status).toBe(
      200,
    );
    const archivePath = await saveBackup(response);
    // The snapshot folder is removed just after the last byte.
    await vi.waitFor(() =>
      expect(fs.readdirSync(dataDir).sort()).toEqual(['auth-secret', 'uploads']),
    );

    const restoredDir = path.join(tempDir('backup-restore'), 'data');
    const { fileCount } = await restoreBackup({ archivePath, dataDir: restoredDir });
    expect(fileCount).toBe(1);
    const [answer] = await readRestored(
      restoredDir,
      `select file_key from quest_answer where user_id = '${creator.id}'`,
    );
    const restoredFile = path.join(restoredDir, 'uploads', String(answer!.file_key));
    expect(fs.readFileSync(restoredFile)).toEqual(first);
    expect(fs.readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(
      'the-secret-sessions-are-signed-with',
    );
    expect(fs.statSync(restoredFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(restoredFile)).mode & 0o777).toBe(0o700);
  });

  it('writes one backup at a time', async () => {
    const { testApp } = await createAppWithDataDir();
    const first = await requestBackup(testApp, `Bearer ${TOKEN}`);
    const second = await requestBackup(testApp, `Bearer ${TOKEN}`);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { title: 'Backup Under Way' } });
    await first.arrayBuffer();
    // Free again once the snapshot folder is removed, just after the last byte.
    const third = await vi.waitFor(async () => {
      const response = await requestBackup(testApp, `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      return response;
    }, 10_000);
    await third.arrayBuffer();
  });

  it('restores only into an empty DATA_DIR', async () => {
    const { testApp } = await createAppWithDataDir();
    const archivePath = await saveBackup(await requestBackup(testApp, `Bearer ${TOKEN}`));
    const occupied = tempDir('backup-occupied');
    fs.writeFileSync(path.join(occupied, 'notes.txt'), 'mine');
    await expect(restoreBackup({ archivePath, dataDir: occupied })).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(occupied)).toEqual(['notes.txt']);
  });

  it('refuses a damaged archive, or one that is no backup, and leaves DATA_DIR empty but for its lock', async () => {
    const { testApp } = await createAppWithDataDir();
    const creator = await createUser(testApp);
    const marker = Buffer.from('% a line to find in the archive\n');
    const file = Buffer.concat([sampleFiles.pdf, marker]);
    expect((await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', file)).status).toBe(
      200,
    );
    const archivePath = await saveBackup(await requestBackup(testApp, `Bearer ${TOKEN}`));
    const archive = fs.readFileSync(archivePath);

    // Uploads are stored uncompressed: one flipped byte inside the worksheet.
    const flipped = Buffer.from(archive);
    const at = flipped.indexOf(marker);
    expect(at).toBeGreaterThan(0);
    flipped[at + 3] = flipped[at + 3]! ^ 0xff;
    const truncated = archive.subarray(0, archive.length - 100);
    const exportResponse = await apiAs(testApp, creator.cookie).account.export.$get();
    const exportZip = Buffer.from(await exportResponse.arrayBuffer());
    const cases: [string, Buffer, RegExp][] = [
      ['flipped', flipped, /does not match its checksum/],
      ['truncated', truncated, /not a readable zip/],
      ['export', exportZip, /does not start with emberpath-backup.json/],
    ];
    for (const [name, bytes, reason] of cases) {
      const damagedPath = path.join(path.dirname(archivePath), `${name}.zip`);
      fs.writeFileSync(damagedPath, bytes);
      const dataDir = path.join(tempDir('backup-damaged'), 'data');
      const restoring = restoreBackup({ archivePath: damagedPath, dataDir });
      await expect(restoring, name).rejects.toThrow(DamagedBackupError);
      await expect(restoring, name).rejects.toThrow(reason);
      // The lock's file is never deleted (decision 011); a restore counts it as empty.
      expect(fs.readdirSync(dataDir), name).toEqual([LOCK_FILE]);
    }
  });
});
