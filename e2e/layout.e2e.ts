import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  uniqueEmail,
  useBrowser,
  SMALL_PHONE,
  SCREEN_SIZES,
} from './support/browser.ts';
import { finishRealmTasks, claimKit } from './support/journey-api.ts';
import {
  expectEachOnOneLine,
  expectNoSidewaysScroll,
  expectNoWordBroken,
} from './support/layout.ts';
import { screenshotWholePage } from './support/screenshots.ts';
import { signUpInPage } from './support/sign-up.ts';

/**
 * The app's frame at a small phone, a phone and a laptop: every label whole on
 * one line at 320 px; from 1024 px a side navigation and a dashboard in two
 * columns; the staff console as wide as the window, without the creator's
 * navigation.
 */

const browser = useBrowser();

const creatorScreens = [
  { path: '/', name: 'dashboard', heading: 'Your Creative Sanctuary' },
  { path: '/quests', name: 'quests', heading: 'Quests' },
  { path: '/buddies', name: 'buddies', heading: 'Realm Buddies' },
  { path: '/resources', name: 'resources', heading: 'The Library' },
  { path: '/realms', name: 'realms', heading: 'Your Journey' },
  { path: '/profile/progress', name: 'progress', heading: 'Progress Bars' },
  { path: '/profile/settings/account', name: 'settings', heading: 'Account' },
];

async function newCreator(name: string): Promise<Page> {
  const page = await (await newPhoneContext(browser())).newPage();
  await signUpInPage(page, { email: uniqueEmail('layout'), name });
  return page;
}

/** Realm 1 completed, its 'New Resources Unlocked!' news read: the dashboard carries its usual cards. */
async function finishRealm1(page: Page) {
  await finishRealmTasks(page, 1);
  await claimKit(page, 1);
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'New Resources Unlocked!' })
    .getByRole('button', { name: 'Later' })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

const boxOf = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())!;

describe('the app frame at 320, 390 and 1280 px', () => {
  it(
    'keeps every navigation label, page title and stat label whole on one line',
    { timeout: 180_000 },
    async () => {
      const page = await newCreator('Lea Layout');
      await finishRealm1(page);
      // Each screen opened once a size: its picture, then the checks (a failure still leaves
      // the pictures taken so far to look at).
      for (const screen of creatorScreens) {
        for (const viewport of SCREEN_SIZES) {
          await page.setViewportSize(viewport);
          await openScreen(page, screen.path, screen.heading);
          await screenshotWholePage(page, `layout-${screen.name}`);
          await expectNoSidewaysScroll(page);
          await expectEachOnOneLine(page.getByRole('heading', { level: 1 }));
          await expectEachOnOneLine(
            page.getByRole('navigation', { name: 'Main' }).getByRole('link'),
          );
          if (screen.name === 'dashboard') {
            await expectNoWordBroken(page.getByRole('region', { name: 'Your stats' }).locator('p'));
          }
        }
      }
    },
  );

  it('gives a laptop a side navigation and the dashboard two columns; a phone its bottom bar', async () => {
    const page = await newCreator('Lars Laptop');
    await finishRealm1(page);
    await page.setViewportSize(LAPTOP);
    await openScreen(page, '/', 'Your Creative Sanctuary');

    const nav = await boxOf(page, 'nav[aria-label="Main"]');
    // A column down the left edge, the full height of the window.
    expect(nav.x).toBe(0);
    expect(nav.y).toBeLessThanOrEqual(1);
    expect(nav.height).toBeGreaterThanOrEqual(LAPTOP.height - 1);
    expect(nav.width).toBeLessThan(320);
    const main = await boxOf(page, 'main');
    expect(main.x).toBeGreaterThanOrEqual(nav.x + nav.width);
    // The page uses the width beside the navigation rather than a phone's 640 px column.
    expect(main.width).toBeGreaterThan(800);
    // The hero in one column, the stats or insight beside it in another.
    const hero = await page.getByRole('heading', { name: 'Structure', level: 2 }).boundingBox();
    const insight = await page.getByText("Today's Creative Insight").boundingBox();
    expect(hero).not.toBeNull();
    expect(insight).not.toBeNull();
    expect(Math.abs(insight!.x - hero!.x)).toBeGreaterThan(200);

    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      const bar = await boxOf(page, 'nav[aria-label="Main"]');
      // The phone's tab bar: across the bottom edge.
      expect(bar.width).toBe(viewport.width);
      expect(Math.round(bar.y + bar.height)).toBe(viewport.height);
    }
  });

  it('draws the staff console as wide as the window, never with the creator’s navigation', async () => {
    const page = await newCreator('Sam Staff');
    await makeStaff(page);
    const consoleScreens = [
      ['/admin', 'Staff Console', 'console-home'],
      ['/admin/creators', 'Creators', 'console-creators'],
      ['/admin/claims', 'Kit Claims', 'console-claims'],
    ] as const;
    for (const viewport of SCREEN_SIZES) {
      await page.setViewportSize(viewport);
      for (const [path, heading, name] of consoleScreens) {
        await openScreen(page, path, heading);
        await screenshotWholePage(page, `layout-${name}`);
      }
    }
    for (const viewport of SCREEN_SIZES) {
      await page.setViewportSize(viewport);
      for (const [path, heading] of consoleScreens) {
        await openScreen(page, path, heading);
        await expectNoSidewaysScroll(page);
        expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(0);
        await expectEachOnOneLine(page.getByRole('heading', { level: 1 }));
        const main = await boxOf(page, 'main');
        // Only the page's own margins beside it.
        expect(main.width, path).toBeGreaterThanOrEqual(viewport.width - 80);
      }
    }
    // Back in the creator's app, the navigation is there again.
    await page.setViewportSize(PHONE);
    await openScreen(page, '/', 'Your Creative Sanctuary');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });
});
