import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '#shared/first-data.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks, readProgress } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { loadWebRenderer } from '#testing/web-renderer.ts';

/** A built site's shape: the drawn pages around their root, as scripts/prerender.ts writes them. */
function buildSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-web-'));
  const page = (body: string) =>
    `<!doctype html><html><head><title>Emberpath</title></head><body>\n<div id="root">${body}</div>\n</body></html>`;
  fs.writeFileSync(path.join(root, 'index.html'), page(''));
  fs.writeFileSync(path.join(root, 'auth.html'), page('<form>drawn sign-in</form>'));
  fs.writeFileSync(path.join(root, 'home.html'), page('<p>Loading your sanctuary...</p>'));
  return root;
}

const loadRenderer = loadWebRenderer;

async function homeFor(testApp: TestApp, cookie?: string) {
  return testApp.app.request('/', {
    headers: { 'accept-encoding': 'identity', ...(cookie && { cookie }) },
  });
}

/** The page's drawn markup and the data it carries. */
function partsOf(html: string) {
  const drawn = html.slice(html.indexOf('<div id="root">'), html.indexOf(FIRST_DATA_ELEMENT_ID));
  const json = new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return {
    drawn,
    data: json
      ? (JSON.parse(json) as {
          me: { user: { id: string; email: string } };
          progress: { currentRealm: number };
        })
      : undefined,
  };
}

/** The title on the drawn realm card, the dashboard's hero. */
function heroTitleIn(drawn: string) {
  return /id="realm-hero-title"[^>]*>([^<]*)</.exec(drawn)?.[1];
}

describe('/ drawn for a signed-in creator (decision 026)', () => {
  it("draws each creator's own dashboard with their progress, private and never shared", async () => {
    const testApp = await createTestApp({}, { webRoot: buildSite(), loadRenderer });
    const ada = await createUser(testApp, { name: 'Ada Quillfeather' });
    const ben = await createUser(testApp, { name: 'Ben Inkwell' });
    // Ada walks past the first realm: her dashboard's realm card is the second realm's.
    await finishRealmTasks(testApp, ada.cookie, 1);
    expect((await claimKit(testApp, ada.cookie, 1)).status).toBe(201);
    const adaProgress = await readProgress(testApp, ada.cookie);
    const benProgress = await readProgress(testApp, ben.cookie);
    const titleOf = (progress: typeof adaProgress) =>
      progress.realms.find((realm) => realm.id === progress.currentRealm)!.title;
    expect(adaProgress.currentRealm).toBe(2);
    expect(benProgress.currentRealm).toBe(1);

    const adaPage = await homeFor(testApp, ada.cookie);
    expect(adaPage.status).toBe(200);
    expect(adaPage.headers.get('cache-control')).toBe('private, no-store');
    expect(adaPage.headers.get('vary')).toMatch(/cookie/i);
    const ada1 = partsOf(await adaPage.text());
    // In the first HTML, drawn: her realm card, her name's initials on the menu, not a loading screen.
    // (Her mastered first realm is named too, under her achievements: the hero is the current one.)
    expect(heroTitleIn(ada1.drawn)).toBe(titleOf(adaProgress));
    expect(ada1.drawn).toContain('AQ, Open user menu');
    expect(ada1.drawn).not.toContain('Loading your sanctuary');
    expect(ada1.data?.me.user).toMatchObject({ id: ada.id, email: ada.email });
    expect(ada1.data?.progress.currentRealm).toBe(2);

    const benPage = await homeFor(testApp, ben.cookie);
    const benHtml = await benPage.text();
    const ben1 = partsOf(benHtml);
    expect(heroTitleIn(ben1.drawn)).toBe(titleOf(benProgress));
    expect(ben1.drawn).toContain('BI, Open user menu');
    expect(ben1.data?.me.user).toMatchObject({ id: ben.id, email: ben.email });
    // Nothing of Ada's reaches Ben.
    for (const adas of [ada.id, ada.email, 'Ada Quillfeather', 'AQ, Open user menu'])
      expect(benHtml).not.toContain(adas);
    expect(ben1.data?.progress.currentRealm).toBe(1);
  });

  it('sends visitors and ended sessions to the drawn sign-in screen, never a personal page', async () => {
    const testApp = await createTestApp({}, { webRoot: buildSite(), loadRenderer });
    const creator = await createUser(testApp);
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await homeFor(testApp, cookie);
      expect(response.status, String(cookie)).toBe(302);
      expect(response.headers.get('location')).toBe('/auth');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('');
    }
    const signIn = await testApp.app.request('/auth');
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('drawn sign-in');
    // Signing out ends it: the same cookie no longer opens the dashboard.
    const signedOut = await testApp.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: creator.cookie },
    });
    expect(signedOut.status).toBe(200);
    expect((await homeFor(testApp, creator.cookie)).status).toBe(302);
  });

  it('sends the page compressed in one piece: brotli when the browser takes it, else gzip', async () => {
    const testApp = await createTestApp({}, { webRoot: buildSite(), loadRenderer });
    const creator = await createUser(testApp);
    const pageWith = async (acceptEncoding: string) => {
      const response = await testApp.app.request('/', {
        headers: { cookie: creator.cookie, 'accept-encoding': acceptEncoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      return {
        encoding: response.headers.get('content-encoding'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    };
    const brotli = await pageWith('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(heroTitleIn(partsOf(brotliDecompressSync(brotli.body).toString()).drawn)).toBeTruthy();
    const gzip = await pageWith('gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(heroTitleIn(partsOf(gunzipSync(gzip.body).toString()).drawn)).toBeTruthy();
  });
});
