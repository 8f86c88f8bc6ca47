import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './test-app.ts';
import { loadWebRenderer } from './web-renderer.ts';

/**
 * What createTestApp needs to draw `/` for a signed-in creator (decision 026):
 * a built site's page to draw into, and the web app's server render.
 */
export function drawnHomeOptions() {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-web-'));
  const page = (body: string) =>
    `<!doctype html><html><head><title>Emberpath</title></head><body>\n<div id="root">${body}</div>\n</body></html>`;
  fs.writeFileSync(path.join(webRoot, 'index.html'), page(''));
  fs.writeFileSync(path.join(webRoot, 'home.html'), page('<p>Loading your sanctuary...</p>'));
  return { webRoot, loadRenderer: loadWebRenderer };
}

/** `/` as the creator receives it: the whole page, and the title on its drawn realm card. */
export async function readDrawnHome(testApp: TestApp, cookie: string) {
  const response = await testApp.app.request('/', {
    headers: { 'accept-encoding': 'identity', cookie },
  });
  if (response.status !== 200) throw new Error(`drawn home: ${response.status}`);
  // Without the markers React puts between adjacent texts ('1<!-- --> / <!-- -->2').
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { html, heroTitle: /id="realm-hero-title"[^>]*>([^<]*)</.exec(html)?.[1] };
}
