import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { worksheetTemplates } from '#content/worksheets.ts';
import type { WorksheetTemplate } from '#shared/content-types.ts';
import type { Database } from '../../db/client.ts';
import { projectPath } from '../../project-paths.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { hasDefaultSeed, insertDefaultResource } from './library-seed.queries.ts';

const WORKSHEETS_DIR = projectPath('content/worksheets');

/**
 * Loads the default worksheets into the library, at every start: each only
 * the first time (a deleted one is never brought back), and never twice when
 * several servers start together on one PostgreSQL database. Returns the
 * titles it added.
 */
export async function seedDefaultResources(
  deps: { db: Database; fileStore: FileStore },
  templates: readonly WorksheetTemplate[] = worksheetTemplates,
): Promise<string[]> {
  const added: string[] = [];
  for (const template of templates) {
    if (await hasDefaultSeed(deps.db, template.seedKey)) continue;
    const source = path.join(WORKSHEETS_DIR, template.fileName);
    const fileSize = (await fs.promises.stat(source)).size;
    const fileKey = `realm-${template.realmId}/${Date.now()}-${randomBytes(8).toString('hex')}.pdf`;
    await deps.fileStore.put(fileKey, fs.createReadStream(source), 'application/pdf');
    const resourceId = await insertDefaultResource(deps.db, template.seedKey, {
      title: template.title,
      description: template.description,
      type: 'download',
      realmId: template.realmId,
      questId: template.questId,
      fileKey,
      fileName: template.fileName,
      fileSize,
      contentType: 'application/pdf',
    });
    // Another server seeded it first: this copy of the file is not needed.
    if (!resourceId) await deps.fileStore.delete(fileKey);
    else added.push(template.title);
  }
  return added;
}
