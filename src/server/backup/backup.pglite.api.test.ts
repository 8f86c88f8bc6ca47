import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { LOCK_FILE } from '../data-dir.ts';
import { DamagedBackupError } from './backup-reader.ts';
import { restoreBackup } from './backup-restore.ts';
import {
  createAppWithDataDir,
  readRestored,
  requestBackup,
  saveBackup,
  tempDir,
  TOKEN,
} from '#testing/backup-helpers.ts';

describe('a backup of the embedded database', () => {
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
  }, 60_000); // A whole backup and its zip: 5 s alone, four times that on a busy machine.

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
