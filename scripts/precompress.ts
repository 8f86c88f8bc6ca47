import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside every text asset of the build, for serveStatic's `precompressed`. */
const root = path.resolve(process.argv[2] ?? 'dist/web');
const compressible = /\.(js|css|html|svg|txt|json|webmanifest)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
