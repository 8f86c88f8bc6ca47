import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPages } from '#web/app/signed-in-pages.ts';
import { useBrowser, SCREEN_SIZES } from './support/browser.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import {
  expectEachOnOneLine,
  expectInsideWindow,
  expectNoSidewaysScroll,
  expectNoWordBroken,
} from './support/layout.ts';
import { confirmedStaffCookies, signedInPage, type OwnServer } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshotWholePage } from './support/screenshots.ts';
import { cookieOf, PASSWORD, signUpThroughApi } from './support/sign-up.ts';

/**
 * Every staff console tab, and the pages under them, at a small phone, a phone
 * and a laptop: nothing scrolls sideways, and no button's or tab's label is
 * broken in the middle of a word (a row of buttons wraps instead).
 */

const browser = useBrowser();
const STAFF_EMAIL = 'console-layout-staff@emberpath.test';

// Its own server: a webhook endpoint (which the shared server could not reach) and a creator
// with a kit claim, so the lists have rows to lay out.
let server: OwnServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-console-layout-'));
  server = await runningServer(dataDir, {
    ADMIN_EMAILS: STAFF_EMAIL,
    RATE_LIMIT: 'false',
    NODE_ENV: 'test',
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A creator who finished realm 1 and claimed its kit: a claim, emails and insights to show. */
async function creatorWithAClaim(): Promise<string> {
  const signedUp = await signUpThroughApi(server.baseUrl, {
    email: 'cora-claim@emberpath.test',
    name: 'Cora Claim',
  });
  const creator = await signedInPage(browser(), server, cookieOf(signedUp));
  await finishRealmTasks(creator, 1);
  await claimKit(creator, 1);
  const me = (await (await creator.request.get('/api/me')).json()) as { user: { id: string } };
  await creator.context().close();
  return me.user.id;
}

/** An endpoint on a closed local port, turned off at once: nothing is sent to it. */
async function quietWebhook(page: Page): Promise<string> {
  const added = await page.request.post('/api/admin/webhooks', {
    data: {
      url: 'http://127.0.0.1:9/emberpath/console-layout',
      description: 'Layout check',
      eventTypes: ['quest.completed', 'realm.completed'],
      includesAnswers: false,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { endpoint } = (await added.json()) as { endpoint: { id: string } };
  const turnedOff = await page.request.patch(`/api/admin/webhooks/${endpoint.id}`, {
    data: { isEnabled: false },
  });
  expect(turnedOff.status()).toBe(200);
  return endpoint.id;
}

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the staff console at 320, 390 and 1280 px', () => {
  it(
    'keeps every tab within the window, each button’s words whole',
    { timeout: 240_000 },
    async () => {
      const page = await signedInPage(
        browser(),
        server,
        await confirmedStaffCookies(server, STAFF_EMAIL),
      );
      // After the staff member's: their confirmation link is the first one in the log.
      const creatorId = await creatorWithAClaim();
      const webhookId = await quietWebhook(page);
      // Every staff page of the route table, so a new one is swept without anyone adding it here.
      const screens = signedInPages
        .filter((candidate) => candidate.staffPermission)
        .map(({ path, title }) => ({
          path: path
            .replace(':realmId', '1')
            .replace(':userId', creatorId)
            .replace(':endpointId', webhookId)
            // No answer waits here: the review page's refusal is laid out instead.
            .replace(':requestId', '1'),
          name:
            path
              .replace(/^\/admin/, '')
              .replace(/[/:]+/g, '-')
              .replace(/^-/, '') || 'home',
          heading: title,
        }));
      // One visit a screen and size: its picture, then its checks. A failure is kept and the walk
      // goes on, so every picture is there to look at when one screen fails.
      const failures: string[] = [];
      for (const viewport of SCREEN_SIZES) {
        await page.setViewportSize(viewport);
        for (const screen of screens) {
          await openScreen(page, screen.path, screen.heading);
          await screenshotWholePage(page, `console-${screen.name}`);
          try {
            await expectNoSidewaysScroll(page);
            await expectEachOnOneLine(page.getByRole('heading', { level: 1 }));
            // The tabs from a laptop's width; below it, the menu button naming the current place.
            await expectEachOnOneLine(
              page
                .getByRole('navigation', { name: 'Staff console' })
                .getByRole(viewport.width >= 1024 ? 'link' : 'button'),
            );
            await expectNoWordBroken(page.locator('main').getByRole('button'));
            await expectNoWordBroken(page.locator('main').getByRole('tab'));
          } catch (error) {
            failures.push(`${screen.path} at ${viewport.width} px: ${(error as Error).message}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('names the current place on a phone, in a menu button opened by keyboard; tabs on a laptop', async () => {
    const signedIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email: STAFF_EMAIL, password: PASSWORD }),
    });
    const page = await signedInPage(browser(), server, cookieOf(signedIn));
    const nav = page.getByRole('navigation', { name: 'Staff console' });
    for (const viewport of SCREEN_SIZES) {
      await page.setViewportSize(viewport);
      await openScreen(page, '/admin/claims', 'Kit Claims');
      if (viewport.width >= 1024) {
        expect(await nav.getByRole('button').count()).toBe(0);
        expect(
          await nav.getByRole('link', { name: 'Kit claims' }).getAttribute('aria-current'),
        ).toBe('page');
        await screenshotWholePage(page, 'console-nav-tabs');
        continue;
      }
      const button = nav.getByRole('button', { name: 'Kit claims' });
      await expectInsideWindow(button);
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Kit claims' });
      await menu.waitFor();
      // Every tab an admin's roles open, Reviews included.
      expect(await menu.getByRole('menuitem').count()).toBe(13);
      expect(
        await menu.getByRole('menuitem', { name: 'Kit claims' }).getAttribute('aria-current'),
      ).toBe('page');
      await expectInsideWindow(menu.getByRole('menuitem', { name: 'API', exact: true }));
      await expectNoSidewaysScroll(page);
      await screenshotWholePage(page, `console-nav-menu-${viewport.width}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => button.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await button.click();
      await menu.getByRole('menuitem', { name: 'Creators' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/creators');
      await nav.getByRole('button', { name: 'Creators' }).waitFor();
    }
  });
});
