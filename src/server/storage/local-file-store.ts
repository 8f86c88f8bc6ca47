import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore, ListedFile } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file under `folder`, depth first; nothing when the folder does not exist (yet). */
async function* filesUnder(folder: string): AsyncGenerator<string> {
  let entries: fs.Dir;
  try {
    entries = await fs.promises.opendir(folder);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Files under a folder of DATA_DIR. Written to a temporary name, then renamed into place. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid file key ${key}`);
    return full;
  };
  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(body, fs.createWriteStream(partial));
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key, range) => {
      try {
        const stats = await fs.promises.stat(pathOf(key));
        return { body: fs.createReadStream(pathOf(key), range), size: stats.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    // Partial files are listed too: one a crashed upload left behind is swept like any other.
    list: async function* (): AsyncGenerator<ListedFile> {
      for await (const full of filesUnder(path.resolve(root))) {
        const stats = await fs.promises.stat(full).catch((error: unknown) => {
          if (isMissing(error)) return null; // removed since the folder was read
          throw error;
        });
        if (!stats) continue;
        const key = path.relative(root, full).split(path.sep).join('/');
        yield { key, modifiedAt: stats.mtime };
      }
    },
  };
}
