import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const TOKEN = 'operator-token-of-this-test-run-0123456789';
export const tempDir = (name: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `emberpath-${name}-`));

/** The app with its files in DATA_DIR/uploads, as a server on the embedded database has them. */
export async function createAppWithDataDir() {
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

export function requestBackup(testApp: TestApp, authorization?: string) {
  return testApp.app.request('/operator/backup', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });
}

export async function saveBackup(response: Response): Promise<string> {
  const archivePath = path.join(tempDir('backup-archive'), 'backup.zip');
  fs.writeFileSync(archivePath, Buffer.from(await response.arrayBuffer()));
  return archivePath;
}

export async function readRestored(dataDir: string, query: string) {
  const database = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return (await database.query<Record<string, unknown>>(query)).rows;
  } finally {
    await database.close();
  }
}
