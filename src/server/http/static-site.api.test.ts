import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import type { AppEnv } from './app-env.ts';

function buildFakeSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  const script = 'console.log("ember");'.repeat(50);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Emberpath"}');
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

  it('answers a missing asset with 404, not the page', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/assets/index-gone99.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
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

  // A cached worker script would hide a new version from the browser's update check.
  it('serves the service worker revalidated each time, as JavaScript', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the web app manifest with its own content type', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ name: 'Emberpath' });
  });

  it('serves robots.txt', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('User-agent');
  });

  // The SPA fallback must not answer /api paths with index.html: the web client expects JSON errors.
  it('keeps API 404s as JSON for a signed-in creator', async () => {
    const testApp = await createTestApp({}, { webRoot: buildFakeSite() });
    const creator = await createUser(testApp);
    const response = await testApp.app.request('/api/no/such/endpoint', {
      headers: { cookie: creator.cookie },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'We could not find that.' },
    });
  });

  describe('pages drawn at build time', () => {
    function buildSiteWithDrawnPages() {
      const root = buildFakeSite();
      fs.writeFileSync(path.join(root, 'auth.html'), '<div id="root"><form>drawn</form></div>');
      fs.writeFileSync(path.join(root, 'home.html'), '<div id="root"><p>drawn home</p></div>');
      return root;
    }
    const pageAt = async (app: Hono<AppEnv>, route: string, cookie?: string) => {
      const response = await app.request(route, { headers: cookie ? { cookie } : {} });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      return response.text();
    };

    it('sends the drawn sign-in screen to visitors, not with an invitation or a session', async () => {
      const testApp = await createTestApp({}, { webRoot: buildSiteWithDrawnPages() });
      const creator = await createUser(testApp);
      expect(await pageAt(testApp.app, '/auth')).toContain('drawn');
      expect(await pageAt(testApp.app, '/auth?redirect=%2Fquests')).toContain('drawn');
      // The invitation's own screen and the signed-in redirect are not what was drawn.
      expect(await pageAt(testApp.app, '/auth?invite=abc')).toBe(
        '<!doctype html><div id="root"></div>',
      );
      expect(await pageAt(testApp.app, '/auth', creator.cookie)).toBe(
        '<!doctype html><div id="root"></div>',
      );
    });

    it('sends the drawn home page only with a session cookie', async () => {
      const testApp = await createTestApp({}, { webRoot: buildSiteWithDrawnPages() });
      const creator = await createUser(testApp);
      expect(await pageAt(testApp.app, '/', creator.cookie)).toContain('drawn home');
      expect(await pageAt(testApp.app, '/')).toBe('<!doctype html><div id="root"></div>');
      expect(await pageAt(testApp.app, '/quests', creator.cookie)).toBe(
        '<!doctype html><div id="root"></div>',
      );
    });
  });

  it('answers an anonymous call to an unknown API path with a JSON 401', async () => {
    const { app } = await createTestApp({}, { webRoot: buildFakeSite() });
    const response = await app.request('/api/no/such/endpoint');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });
});
