import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { worksheetTemplates } from '#content/worksheets.ts';
import { resource } from '#server/db/schema/library.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { openFreshDatabases } from '#testing/test-database.ts';
import { seedDefaultResources } from './library-seed.ts';

describe('the first start of two servers at once', () => {
  it('migrates a new database once and loads the defaults once (the lock is proven on PostgreSQL)', async () => {
    const fresh = await openFreshDatabases(2);
    // One store for both, as servers behind a load balancer share one bucket.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-first-start-'));
    const fileStore = createLocalFileStore(root);
    try {
      const added = await Promise.all(
        fresh.handles.map(async (database) => {
          await database.migrate();
          return seedDefaultResources({ db: database.db, fileStore });
        }),
      );
      expect(added.flat().sort()).toEqual(worksheetTemplates.map(({ title }) => title).sort());
      const rows = await fresh.handles[0]!.db.select({ title: resource.title }).from(resource);
      expect(rows).toHaveLength(worksheetTemplates.length);
      const files = fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => entry.endsWith('.pdf'));
      expect(files).toHaveLength(worksheetTemplates.length);
    } finally {
      await fresh.close();
    }
  });
});
