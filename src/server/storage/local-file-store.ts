import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store.ts';

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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: async (key) => {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
