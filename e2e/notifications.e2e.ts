import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { expectAccessible } from './support/axe.ts';
import { finishRealmTasks } from './support/journey-api.ts';
import { ADMIN_EMAIL } from './support/global-setup.ts';
import {
  LAPTOP,
  linkFromLoggedEmail,
  newPhoneContext,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';

const browser = useBrowser();

const bell = (page: Page, name: string | RegExp = /^Notifications/) =>
  page.getByRole('banner').getByRole('button', { name });

describe('notifications and reminders', () => {
  it('puts "realm unlocked" in the bell after a kit claim, and Take Action opens the realm', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('bell'));
    await page.getByText('Account created!').waitFor({ state: 'detached' });

    await bell(page, 'Notifications').waitFor();
    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText(/all caught up/).waitFor();
    await screenshot(page, 'notifications-empty');
    await expectAccessible(page, 'the empty notifications popover');
    await page.keyboard.press('Escape');

    await finishRealmTasks(page, 1);
    await page.reload();
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByLabel('Full name').fill('Bell Tester');
    await claim.getByLabel('Street address').fill('12 Ember Lane');
    await claim.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await page.getByText('Reward Claimed!', { exact: true }).first().waitFor();
    await claim.waitFor({ state: 'detached' });
    // The library announces the section realm 1 opened (its own feature): set it aside.
    const libraryNews = page.getByRole('dialog', { name: 'New Resources Unlocked!' });
    await libraryNews.waitFor({ timeout: 5_000 }).then(
      () => libraryNews.getByRole('button', { name: 'Later' }).click(),
      () => undefined,
    );

    // No reload: the claim refreshed the count (the library may add its own unlock news).
    await bell(page, /^Notifications, \d+ unread$/).waitFor();
    const unreadBefore = Number(
      /(\d+) unread/.exec((await bell(page).getAttribute('aria-label'))!)![1],
    );
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'notifications-unread-badge');

    // The claim's toasts fade first, so the open bell is seen (and screenshotted) whole.
    await page.getByText('Notification Sent!').waitFor({ state: 'detached' });
    await bell(page).click();
    const unlocked = popover
      .getByRole('listitem')
      .filter({ hasText: 'Realm 2: Structure Unlocked!' });
    await unlocked.getByText('just now').waitFor();
    await expectInsideWindow(unlocked.getByRole('button', { name: 'Take Action' }));
    await screenshot(page, 'notifications-open');
    await expectAccessible(page, 'the notifications popover with an unread item');

    await unlocked.getByRole('button', { name: 'Take Action' }).click();
    await page.waitForURL('**/quests?realm=2');
    await page.getByRole('article', { name: realms[1]!.quests[0]!.title }).waitFor();
    const unreadAfter = unreadBefore - 1;
    await bell(
      page,
      unreadAfter > 0 ? `Notifications, ${unreadAfter} unread` : 'Notifications',
    ).waitFor();

    await bell(page).click();
    const readItem = popover
      .getByRole('listitem')
      .filter({ hasText: 'Realm 2: Structure Unlocked!' });
    await readItem.waitFor();
    expect(await readItem.getByText('Unread:').count()).toBe(0);
    if (unreadAfter > 0) await popover.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page, 'Notifications').waitFor();
    await popover.getByRole('button', { name: 'Mark all as read', disabled: true }).waitFor();
    await screenshot(page, 'notifications-read');
  });

  it('keeps the reminder switch and time across a reload', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('reminder'));
    await page.goto('/profile/settings/notifications');

    const reminder = page.getByRole('switch', { name: 'Daily check-in reminder', exact: true });
    expect(await reminder.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Reminder time').inputValue()).toBe('19:00');
    await screenshot(page, 'settings-reminders-off');

    await reminder.click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.getByLabel('Reminder time').fill('07:30');
    await page.getByText('Every day at 07:30 unless you have checked in.').waitFor();
    await page.getByRole('switch', { name: 'Streak at risk' }).click();
    await page.waitForLoadState('networkidle');

    await page.reload();
    await reminder.waitFor();
    expect(await reminder.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Reminder time').inputValue()).toBe('07:30');
    expect(
      await page.getByRole('switch', { name: 'Streak at risk' }).getAttribute('aria-checked'),
    ).toBe('false');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'settings-reminders-on');
    await expectAccessible(page, 'the reminder settings');

    const laptop = await newPhoneContext(browser(), LAPTOP);
    const wide = await laptop.newPage();
    await wide.goto('/auth');
    await laptop.addCookies(await context.cookies());
    await wide.goto('/profile/settings/notifications');
    await wide.getByRole('switch', { name: 'Daily check-in reminder', exact: true }).waitFor();
    await screenshot(wide, 'settings-reminders-on');
    await expectAccessible(wide, 'the reminder settings on a laptop');
  });

  it('unsubscribes from an email’s link without signing in, and can undo it', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('unsubscribe'));
    await finishRealmTasks(page, 1);
    const claimed = await page.request.post('/api/realms/1/complete', {
      data: { name: 'Link Follower', email: 'link@emberpath.test', address: '1 Lane' },
    });
    expect(claimed.status()).toBe(201);

    // The staff's kit email carries the link; a signed-out browser follows it.
    const link = await linkFromLoggedEmail(
      ADMIN_EMAIL,
      'Ember Kit to ship: Link Follower completed Realm 1 Ideation',
    );
    expect(link).toMatch(/\/unsubscribe\?token=/);
    const visitor = await newPhoneContext(browser());
    const mailbox = await visitor.newPage();
    await mailbox.goto(link);
    await mailbox.getByText('Stop “Ember Kit claims to ship” emails to').waitFor();
    await mailbox.getByText(ADMIN_EMAIL).waitFor();
    await screenshot(mailbox, 'unsubscribe-confirm');
    await expectAccessible(mailbox, 'the unsubscribe page');

    await mailbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await mailbox.getByText('You’re unsubscribed').waitFor();
    await screenshot(mailbox, 'unsubscribe-done');
    await mailbox.reload();
    await mailbox.getByText('You’re unsubscribed').waitFor();

    await mailbox.getByRole('button', { name: 'Unsubscribed by mistake? Resubscribe' }).click();
    await mailbox.getByRole('button', { name: 'Unsubscribe' }).waitFor();

    await mailbox.goto(`${link.split('?')[0]}?token=forged.token`);
    await mailbox.getByText('Link Not Valid').waitFor();
    await screenshot(mailbox, 'unsubscribe-invalid');
  });
});
