import path from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { cleanFileName } from '../../storage/streamed-upload.ts';
import { listCreatorFiles, listRowsPage, type Creator } from './account-export.queries.ts';
import { listCreatorTables, type CreatorTable } from './creator-tables.ts';

export const EXPORT_FORMAT = 'emberpath-export';
export const EXPORT_VERSION = 1;
export const DATA_FILE_NAME = 'emberpath-data.json';
const PAGE_SIZE = 500;

const readme = (exportedAt: string) =>
  [
    `Your Emberpath data, exported ${exportedAt}.`,
    '',
    `${DATA_FILE_NAME}: everything Emberpath keeps about you, one list of rows per table`,
    '  (your account, profile, answers, check-ins, kit claims, invitations, buddies,',
    '  notifications, settings and the emails sent to you). Passwords, session tokens',
    '  and the bodies of emails (which may hold sign-in links) are left out.',
    'worksheets/: the worksheet files you uploaded, one folder per quest.',
    'avatar.webp: your profile picture, if you have one.',
    '',
  ].join('\n');

/** A table's rows as JSON text, page by page: a long history never sits in memory whole. */
async function* rowsOf(db: Database, entry: CreatorTable, creator: Creator) {
  let after: unknown[] | undefined;
  let isFirst = true;
  for (;;) {
    const rows = await listRowsPage(db, entry, { creator, after, limit: PAGE_SIZE });
    for (const row of rows) {
      yield `${isFirst ? '' : ','}\n    ${JSON.stringify(row)}`;
      isFirst = false;
    }
    if (rows.length < PAGE_SIZE) return;
    const last = rows.at(-1)!;
    after = entry.keyColumns.map((column) => {
      const key = Object.entries(entry.exportedColumns).find(
        ([, candidate]) => candidate === column,
      );
      return key ? last[key[0]] : undefined;
    });
  }
}

async function* dataJson(db: Database, creator: Creator, exportedAt: string) {
  yield `{\n  "format": "${EXPORT_FORMAT}",\n  "version": ${EXPORT_VERSION},\n  "exportedAt": "${exportedAt}",\n  "tables": {`;
  const tables = listCreatorTables().sort((a, b) => a.name.localeCompare(b.name));
  for (const [index, entry] of tables.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(entry.name)}: [`;
    yield* rowsOf(db, entry, creator);
    yield '\n  ]';
  }
  yield '\n  }\n}\n';
}

/** Opens a stored file only when the zip reaches it, so one file is read at a time. */
function addStoredFile(zip: ZipFile, fileStore: FileStore, fileKey: string, name: string) {
  zip.addReadStreamLazy(name, (callback) => {
    fileStore.get(fileKey).then(
      (stored) => callback(null, stored?.body ?? Readable.from([])),
      (error: Error) => callback(error, Readable.from([])),
    );
  });
}

/**
 * The creator's data as a zip, streamed: the JSON is written table by table
 * in pages of 500 rows, and each file is read from the store as the zip
 * reaches it.
 */
export async function exportCreatorData(
  deps: { db: Database; fileStore: FileStore },
  input: { creator: Creator; now: Date },
): Promise<Readable> {
  const exportedAt = input.now.toISOString();
  const files = await listCreatorFiles(deps.db, input.creator.id);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(readme(exportedAt)), 'README.txt', { mtime: input.now });
  zip.addReadStreamLazy(DATA_FILE_NAME, { mtime: input.now }, (callback) =>
    callback(null, Readable.from(dataJson(deps.db, input.creator, exportedAt))),
  );
  for (const worksheet of files.worksheets) {
    const name = cleanFileName(worksheet.fileName, 'worksheet');
    addStoredFile(
      zip,
      deps.fileStore,
      worksheet.fileKey,
      path.posix.join('worksheets', cleanFileName(worksheet.questId, 'quest'), name),
    );
  }
  if (files.avatarKey) addStoredFile(zip, deps.fileStore, files.avatarKey, 'avatar.webp');
  zip.end();
  const output = zip.outputStream as Readable;
  // A failed read (the database went away mid-export) ends the download instead of stalling it.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
