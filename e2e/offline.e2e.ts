import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { realms } from '#content/realms.ts';
import {
  baseUrl,
  LAPTOP,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { expectAccessible } from './support/axe.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';
import { expectToast } from './support/toast.ts';
import { completeWrittenQuest, questCard } from './support/quests.ts';

const browser = useBrowser();
const realm1 = realms[0]!;
const [journal, , brainstorm] = realm1.quests;

const OFFLINE_MESSAGE = 'You’re offline — showing your last saved progress.';

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });

/** The worker is registered on idle after the first paint; once active, it has precached the app. */
async function waitForServiceWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated') {
      await new Promise((resolve) => active.addEventListener('statechange', resolve));
    }
    return active?.state;
  });
  expect(state).toBe('activated');
}

/**
 * A browser with a real profile on disk: Chromium never offers to install an
 * app from an incognito profile, which is what newContext() makes.
 */
async function newProfileContext(): Promise<BrowserContext> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-component-update'],
    viewport: PHONE,
    baseURL: baseUrl(),
  });
  onTestFinished(async () => {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * The next deploy, as the server under test sees it: a worker script that
 * differs by one comment (and its precompressed copies). Put back afterwards.
 */
function deployNextWorker(): void {
  const worker = path.resolve('dist/web/sw.js');
  const files = [worker, `${worker}.br`, `${worker}.gz`];
  const originals = files.map((file) => fs.readFileSync(file));
  onTestFinished(() => files.forEach((file, index) => fs.writeFileSync(file, originals[index]!)));
  const next = Buffer.concat([originals[0]!, Buffer.from('\n// the next version\n')]);
  fs.writeFileSync(worker, next);
  fs.writeFileSync(`${worker}.br`, brotliCompressSync(next));
  fs.writeFileSync(`${worker}.gz`, gzipSync(next));
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await offlineBanner(page).waitFor();
}

async function listCheckins(page: Page) {
  const response = await page.request.get('/api/checkins');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { checkins: { response: string }[] }).checkins;
}

describe('installable and offline', () => {
  it('opens the dashboard, quests and journey map offline from the last progress', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('offline'));
    await tab(page, 'Quests').click();
    await completeWrittenQuest(page, journal!.title, 'The first video I made was for my gran.');
    await questCard(page, journal!.title)
      .getByText(/^Completed on /)
      .waitFor();
    await tab(page, 'Dashboard').click();
    await page.getByText('1 / 5 Complete').waitFor();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await page.getByText('1 / 5 Complete').waitFor();
    await expectInsideWindow(offlineBanner(page));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'offline-dashboard');
    await expectAccessible(page, 'offline dashboard');

    await tab(page, 'Quests').click();
    await questCard(page, journal!.title)
      .getByText(/^Completed on /)
      .waitFor();
    await screenshot(page, 'offline-quests');

    // Opened by its address, not only through the app: the worker answers with the cached page.
    await page.goto('/realms');
    const journey = page.getByRole('list', { name: 'Your journey' });
    await journey
      .getByRole('listitem')
      .filter({ hasText: 'Realm 1: Ideation' })
      .getByText('Current', { exact: true })
      .waitFor();
    await offlineBanner(page).waitFor();
    await screenshot(page, 'offline-realms');

    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: OFFLINE_MESSAGE })
      .waitFor({ state: 'detached' });
  });

  it('keeps a check-in and a quest answer written offline, and sends each once when back online', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('outbox'));
    await waitForServiceWorker(page);
    await goOffline(context, page);

    const checkin = page.getByRole('region', { name: 'Daily Check-in' });
    await checkin.getByRole('textbox').fill('Wrote on the train, no signal.');
    await checkin.getByRole('button', { name: 'Complete Check-in' }).click();
    await expectToast(page, 'Saved offline');
    await checkin.getByText('Saved on this device').waitFor();
    await screenshot(page, 'offline-checkin-kept');

    await tab(page, 'Quests').click();
    await completeWrittenQuest(page, brainstorm!.title, 'Idea 1\nIdea 2\nIdea 3');
    await expectToast(page, 'Saved offline');
    await questCard(page, brainstorm!.title).getByText('Saved on this device').waitFor();

    // Still kept after the app is closed and opened again without a connection.
    await page.reload();
    await questCard(page, brainstorm!.title).getByText('Saved on this device').waitFor();
    await screenshot(page, 'offline-quest-kept');
    await expectAccessible(page, 'quest kept offline');

    await context.setOffline(false);
    await expectToast(page, 'Quest Completed!');
    await questCard(page, brainstorm!.title)
      .getByText(/^Completed on /)
      .waitFor();
    await tab(page, 'Dashboard').click();
    await expectToast(page, 'Daily Check-in Complete!');
    await page.getByRole('region', { name: 'Daily Check-in' }).waitFor({ state: 'detached' });

    // Sent once: the server has one check-in, and nothing is left to send.
    expect(await listCheckins(page)).toEqual([
      expect.objectContaining({ response: 'Wrote on the train, no signal.' }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('emberpath-pending-writes'))).toBeNull();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    expect(await listCheckins(page)).toHaveLength(1);
  });

  it('lays out the offline dashboard on a laptop', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('offline-laptop'));
    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await offlineBanner(page).waitFor();
    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await expectInsideWindow(offlineBanner(page));
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'offline-dashboard');
  });

  it('is installable: Chromium finds no installability errors in the manifest, icons and worker', async () => {
    const context = await newProfileContext();
    const page = await context.newPage();
    await page.goto('/auth');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data!) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Emberpath',
      short_name: 'Emberpath',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2a1a14',
      background_color: '#fffaf5',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Each icon is a real PNG of the size the manifest promises.
    for (const icon of manifest.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const manifestResponse = await page.request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const csp = (await page.request.get('/')).headers()['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('offers “Update available” with Reload when a new version is waiting', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto('/auth');
    await waitForServiceWorker(page);

    deployNextWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.getByText('Update available', { exact: true }).waitFor();
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor();
    await page.waitForTimeout(500); // the toast's entrance, for the screenshot
    expect((await reload.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'offline-update-available');
    await expectAccessible(page, 'update available');

    await Promise.all([page.waitForEvent('framenavigated'), reload.click()]);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const isWaiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
    );
    expect(isWaiting).toBe(false);
  });

  it('forgets the creator at sign-out: push to this device stops, and an offline reload shows nothing of theirs', async () => {
    const email = uniqueEmail('forget');
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, email);
    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await page
      .getByRole('region', { name: 'Daily Check-in' })
      .getByRole('textbox')
      .fill('A half-written, private thought.');
    await waitForServiceWorker(page);
    // This browser holds a push subscription (no push service answers here, so it is a stand-in).
    await page.evaluate(() => {
      const subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/shared-phone',
        unsubscribe: async () => {
          (window as { pushUnsubscribed?: boolean }).pushUnsubscribed = true;
          return true;
        },
      };
      PushManager.prototype.getSubscription = async () =>
        subscription as unknown as PushSubscription;
    });
    const forgetPush = page.waitForRequest(
      (request) =>
        request.method() === 'DELETE' && request.url().endsWith('/api/push/subscriptions'),
    );

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Log Out' }).click();
    // The server forgets this device's subscription while the session stands; then the browser does.
    expect((await forgetPush).postDataJSON()).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/shared-phone',
    });
    await page.waitForURL('**/auth');
    await page.getByText('Signed out successfully').waitFor();
    expect(
      await page.evaluate(() => (window as { pushUnsubscribed?: boolean }).pushUnsubscribed),
    ).toBe(true);

    const kept = await page.evaluate(async () => ({
      keys: Object.keys(localStorage),
      caches: await caches.keys(),
    }));
    expect(
      kept.keys.filter((key) => /^emberpath-(progress|session|pending|draft)/.test(key)),
    ).toEqual([]);
    // Only the app shell stays cached: it holds no personal data.
    expect(kept.caches.every((name) => name.startsWith('workbox-precache'))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // Signed out, this browser is a visitor: it asks the server nothing and shows sign-in.
    await page.goto('/');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const text = await page.locator('body').innerText();
    for (const personal of [email, 'Ideation', 'Daily Check-in', 'private thought']) {
      expect(text).not.toContain(personal);
    }
    await screenshot(page, 'offline-signed-out');
  });
});
