import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/test-app.ts';

function buildFakeSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  const script = 'console.log("ember");'.repeat(50);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  return root;
}

describe('static site', () => {
  it('serves hashed assets compressed and cached for a year', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers app paths with index.html, revalidated each time', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    for (const route of ['/', '/quests', '/admin/cms', '/no/such/page']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves robots.txt and keeps API 404s as JSON', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    expect(await (await app.request('/robots.txt')).text()).toContain('User-agent');
    expect((await app.request('/api/me')).status).toBe(401);
  });
});
