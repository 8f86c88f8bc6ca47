import fs from 'node:fs';
import { build } from 'esbuild';

/**
 * The server as one ES module, dist/server/server.js, run by plain Node with no
 * TypeScript loader in memory (decision 017). Packages stay in node_modules:
 * native code (sharp), WebAssembly (PGlite) and their own files load from
 * there as they would under tsx.
 */
fs.rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  logLevel: 'warning',
});

/**
 * What `npm start` runs, dist/server/main.js: it loads tracing (its own chunk) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before it imports the server (src/server/entry.ts).
 */
await build({
  entryPoints: { main: 'src/server/entry.ts' },
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  external: ['./server.js'],
  logLevel: 'warning',
});

/**
 * The web app's server render (src/web/app/prerender.tsx) for the server to
 * draw a signed-in creator's `/` with their data (decision 026). Its own
 * files, split as the app's lazy screens are, so the server loads React and
 * the dashboard's code on the first such request, not at start, and never
 * loads the screens it does not draw.
 */
fs.rmSync('dist/render', { recursive: true, force: true });
await build({
  entryPoints: { prerender: 'src/web/app/prerender.tsx' },
  outdir: 'dist/render',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  jsx: 'automatic',
  define: { 'import.meta.env.DEV': 'false' },
  logLevel: 'warning',
});
