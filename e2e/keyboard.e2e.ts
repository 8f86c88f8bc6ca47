import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAPTOP, newPhoneContext, uniqueEmail, useBrowser } from './support/browser.ts';
import { PASSWORD } from './support/sign-up.ts';
import { signUpInPage } from './support/sign-up.ts';

/**
 * A creator who uses only the keyboard: Tab / Shift-Tab to move, Enter or
 * Space to act, Escape to close, and typing in fields. No clicks anywhere.
 */

const browser = useBrowser();

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift-Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** An account to sign in to: made through the API, then this browser signed out again. */
async function createAccount(page: Page, email: string) {
  await signUpInPage(page, { email, name: 'Kira Keys' });
  await page.context().clearCookies();
}

describe('keyboard only', () => {
  it('signs in, writes a check-in, completes a quest, and opens and closes the menus', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail('keyboard');
    await createAccount(page, email);

    await page.goto('/auth');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();

    const checkin = page.getByRole('region', { name: 'Daily Check-in' });
    await tabTo(page, checkin.getByRole('textbox'));
    await page.keyboard.type('Drafted three hooks without touching the mouse.');
    await tabTo(page, checkin.getByRole('button', { name: 'Complete Check-in' }));
    await page.keyboard.press('Enter');
    await page.getByText('Daily Check-in Complete!').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Quests' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    const firstQuest = page.getByRole('article').first();
    await tabTo(page, firstQuest.getByRole('button', { name: 'Start Quest' }));
    await page.keyboard.press('Space');
    // The focus goes to what appeared: the answer, with no Tab needed.
    await expect.poll(() => isFocused(firstQuest.getByLabel('Your response'))).toBe(true);
    await page.keyboard.type('The first video I made was for my grandmother.');
    await tabTo(page, firstQuest.getByRole('button', { name: 'Complete Quest' }));
    await page.keyboard.press('Enter');
    await firstQuest.getByText(/^Completed on /).waitFor();
    // Then to the quest that comes next, not back to the page.
    const nextStart = page.getByRole('article').nth(1).getByRole('button', { name: 'Start Quest' });
    await expect.poll(() => isFocused(nextStart)).toBe(true);

    // The user menu: focus moves in, stays while it is open, and returns on Escape.
    const menuButton = page.getByRole('button', { name: 'Open user menu' });
    await tabTo(page, menuButton, { backwards: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    // Radix gives the focus back a task after the menu unmounts.
    await expect.poll(() => isFocused(menuButton)).toBe(true);

    // The notifications popover, the same way.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await tabTo(page, bell, { backwards: true });
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog');
    await popover.waitFor();
    expect(await popover.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(bell)).toBe(true);

    await context.close();
  });

  it('on a laptop, the side navigation comes right after the skip link, before the page', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await signUpInPage(page, { email: uniqueEmail('keyboard-nav'), name: 'Nadia Nav' });
    await page.goto('/quests');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement!;
        const where = element.closest('nav[aria-label="Main"]')
          ? 'nav'
          : element.closest('main')
            ? 'main'
            : element.closest('header')
              ? 'header'
              : 'page';
        return `${where}: ${element.textContent?.trim() ?? ''}`;
      });
    const order: string[] = [];
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order.slice(0, 6)).toEqual([
      'page: Skip to content',
      'nav: Dashboard',
      'nav: Quests',
      'nav: Buddies',
      'nav: Resources',
      'nav: Realms',
    ]);
    expect(order[6]).not.toMatch(/^nav/);
  });
});
