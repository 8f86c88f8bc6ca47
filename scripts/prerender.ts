import fs from 'node:fs';
import path from 'node:path';
import { codeAfterPaintElement } from '#shared/code-after-paint.ts';
import { renderFirstScreen } from '#web/app/prerender.tsx';
import { readBuildManifest } from './build-manifest.ts';
import { SIGN_IN_ROUTES, START_SCREEN_ROUTES } from './first-screen-chunks.ts';

/**
 * Writes the first screens of a visit as finished pages beside index.html:
 * the screen drawn (src/web/app/prerender.tsx), the stylesheet inlined so the
 * first paint waits for no other file, and the screen's lazy chunk with its
 * imports preloaded beside the entry's. The server sends them for their
 * paths (src/server/http/static-site.ts); main.tsx hydrates the markup.
 */
const webRoot = path.resolve(process.argv[2] ?? 'dist/web');

/** The same routes as scripts/report-bundle.ts budgets. */
const firstScreens = [
  // What a visitor sees first, and where a signed-out creator is sent.
  { location: '/auth', file: 'auth.html', chunks: SIGN_IN_ROUTES },
  // For a signed-in creator: drawn as the session check's loading screen, the dashboard preloaded;
  // the server draws the dashboard into it (decision 026).
  { location: '/', file: 'home.html', chunks: START_SCREEN_ROUTES },
];

const { entryKey, filesOf, chunksOf } = readBuildManifest(webRoot);

const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const stylesheet = stylesheetLink.exec(template)?.[1];
if (!stylesheet) throw new Error('no stylesheet link in index.html');
// The whole stylesheet is what the first screen needs: the app has one, 8 KB compressed.
// Vite's loader of lazy chunks adds a link to it and waits for that to load unless the page
// has one. A disabled link satisfies it and is never fetched or parsed (a link for print was,
// a second parse of the whole stylesheet on the main thread while the page hydrates).
const inlineStyle = [
  `<style>${fs.readFileSync(path.join(webRoot, stylesheet), 'utf8')}</style>`,
  `<link rel="stylesheet" href="/${stylesheet}" disabled>`,
].join('\n    ');
const entryFiles = filesOf([entryKey]);

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const replaced = html.replace(search, () => replacement);
  if (replaced === html) throw new Error(`index.html has no ${String(search)}`);
  return replaced;
}

/**
 * A drawn page paints from its HTML: its scripts only make it answer. They are not in its head:
 * one inline script at the end of the body fetches them after the first paint (decision 031,
 * src/shared/code-after-paint.ts), the entry with its imports and the screen's files beside it.
 */
const entryScript = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const entryFile = entryScript.exec(template)?.[1];
if (!entryFile) throw new Error('no entry script in index.html');
const drawnTemplate = replaceOnce(template, entryScript, '').replace(
  /\n? *<link rel="modulepreload" crossorigin href="[^"]+">/g,
  '',
);

for (const screen of firstScreens) {
  const preloads = [...new Set([...entryFiles, ...filesOf(chunksOf(screen.chunks))])]
    .filter((file) => file !== entryFile)
    .map((file) => `/${file}`);
  const markup = await renderFirstScreen(screen.location);
  let html = replaceOnce(drawnTemplate, stylesheetLink, inlineStyle);
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${markup}</div>`);
  html = replaceOnce(
    html,
    '</body>',
    `  ${codeAfterPaintElement(`/${entryFile}`, preloads)}\n  </body>`,
  );
  fs.writeFileSync(path.join(webRoot, screen.file), html);
  console.log(`prerendered ${screen.location} into ${screen.file} (${html.length} bytes)`);
}
