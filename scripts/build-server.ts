import { build } from 'esbuild';

/**
 * The server as one ES module, dist/server/main.js, for `npm start`: run by
 * plain Node, with no TypeScript loader in memory (decision 017). Packages
 * stay in node_modules: native code (sharp), WebAssembly (PGlite) and their
 * own files load from there as they would under tsx.
 */
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  logLevel: 'warning',
});
