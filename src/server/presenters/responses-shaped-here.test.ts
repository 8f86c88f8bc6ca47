import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

describe('responses are shaped in presenters (decision 036)', () => {
  it('leaves no route building an answer as an object literal', () => {
    const files = routeFiles(serverDir);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/c\.json\(\s*\{/g)].map(
        (match) => `${path.relative(serverDir, file)} at character ${match.index}`,
      ),
    );
    expect(offenders, 'shape the answer in src/server/presenters/ instead').toEqual([]);
  });
});
