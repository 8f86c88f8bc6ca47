import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildManifest } from './build-manifest.ts';

/**
 * The JavaScript a first visit downloads for /auth and for / : the entry, the
 * route's lazy chunk, and everything they import statically. Fails the build
 * when either is over budget.
 */
const BUDGET_BYTES = 120 * 1024;
const webRoot = path.resolve('dist/web');
const { entryKey, filesOf } = readBuildManifest(webRoot);
const routes: Record<string, string[]> = {
  '/auth': ['app/routes/auth.tsx'],
  '/': ['app/routes/dashboard.tsx'],
};

let isOverBudget = false;
for (const [route, chunks] of Object.entries(routes)) {
  const files = filesOf([entryKey, ...chunks]);
  const gzipBytes = [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(webRoot, file)), { level: 9 }).length,
    0,
  );
  const isOver = gzipBytes > BUDGET_BYTES;
  isOverBudget ||= isOver;
  console.log(
    `${isOver ? 'OVER' : 'ok  '} ${route.padEnd(6)} ${(gzipBytes / 1024).toFixed(1)} KB gzip of JavaScript (${files.size} files; budget ${BUDGET_BYTES / 1024} KB)`,
  );
}
if (isOverBudget) process.exit(1);
