import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * Vite's manifest of a build in `webRoot`: which files a first load of some
 * chunks fetches (they and everything they import statically), for the
 * bundle report and the prerendered pages' preloads.
 */
export function readBuildManifest(webRoot: string) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;

  /** The built files of `keys` (source paths as the manifest names them) and of their static imports. */
  function filesOf(keys: string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
      if (seen.has(chunk.file)) continue;
      seen.add(chunk.file);
      filesOf(chunk.imports ?? [], seen);
    }
    return seen;
  }

  /**
   * The chunks of `keys` as the build made them: a lazy module folded whole into a group's file
   * (first-screen-chunks.ts) has no chunk of its own, and is loaded with that file.
   */
  function chunksOf(keys: string[]): string[] {
    const found = keys.filter((key) => key in manifest);
    if (found.length === 0) throw new Error(`none of ${keys.join(', ')} in the build manifest`);
    return found;
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry in the build manifest');
  return { entryKey, filesOf, chunksOf };
}
