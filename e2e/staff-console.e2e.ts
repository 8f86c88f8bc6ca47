import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { finishRealmTasks } from './support/journey-api.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { openConsoleTab } from './support/console-nav.ts';
import { PASSWORD } from './support/sign-up.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();

/** Shows a console screen, checks it fits the window and passes the audit, and keeps a picture. */
async function look(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, name);
  await screenshot(page, `console-${name}`);
}

/** A console list is a table on a laptop and a list of cards on a phone (the other is hidden). */
const consoleRole = (page: Page) => (page.viewportSize()!.width < 768 ? 'list' : 'table');
const consoleList = (page: Page, name: string) => page.getByRole(consoleRole(page), { name });

/** Its rows, without the table's heading row. */
const consoleRows = (list: ReturnType<typeof consoleList>) =>
  list.locator(':scope > li, :scope > tbody > tr');

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('the staff console on a %s', (size, viewport) => {
  it('ships a claimed kit with tracking the creator sees, exports it, finds the creator and the email', async () => {
    const creatorName = `Kit Claimer ${size} ${Date.now()}`;
    const creatorEmail = uniqueEmail(`kit-${size}`);
    const creator = await (await newPhoneContext(browser(), viewport)).newPage();
    await signUp(creator, creatorEmail);
    await finishRealmTasks(creator, 1);
    await creator.reload();
    const claim = creator.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByLabel('Full name').fill(creatorName);
    await claim.getByLabel('Street address').fill('12 Ember Lane');
    await claim.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(creator, 'Reward Claimed!');

    const staffContext = await newPhoneContext(browser(), viewport);
    const staff = await staffContext.newPage();
    await signUp(staff, uniqueEmail(`staff-${size}`));
    await makeStaff(staff);
    await staff.goto('/admin');
    await staff.getByRole('heading', { name: 'Staff Console' }).waitFor();
    await staff.getByText('Kit claims waiting to be packed').waitFor();
    await look(staff, `home-${size}`);

    await openConsoleTab(staff, 'Kit claims');
    await staff.getByRole('heading', { name: 'Kit Claims' }).waitFor();
    await staff.getByLabel('Search name or email').fill(creatorName);
    const card = staff.getByRole('article', { name: new RegExp(creatorName) });
    await card.waitFor();
    await expect.poll(() => staff.getByRole('article').count()).toBe(1);
    await look(staff, `claims-${size}`);
    await card.getByRole('button', { name: 'Mark packed' }).click();
    await expectToast(staff, 'Kit Marked Packed');
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark Kit Shipped' });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => dialog.getByText('Please enter the carrier.').isVisible()).toBe(true);
    await dialog.getByLabel('Carrier').fill('UPS');
    await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await screenshot(staff, `console-ship-dialog-${size}`);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(staff, 'Kit Marked Shipped');
    await card.getByText('UPS 1Z999AA10123456784').waitFor();
    await card.getByText('Shipped', { exact: true }).waitFor();

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ember-kit-claims.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(creatorName);
    expect(lines[1]).toContain('1Z999AA10123456784');

    await openConsoleTab(staff, 'Creators');
    // The claims screen has a search box of the same name until the creators screen replaces it.
    const creators = consoleList(staff, 'Creators');
    await creators.waitFor();
    await staff.getByLabel('Search name or email').fill(creatorEmail);
    await creators.getByText(creatorEmail).waitFor();
    await expect.poll(() => consoleRows(creators).count()).toBe(1);
    await look(staff, `creators-${size}`);
    await creators.getByRole('link').first().click();
    await staff.getByRole('heading', { name: 'Kit claims' }).waitFor();
    await staff.getByText('Realm 1: Shipped · UPS 1Z999AA10123456784').waitFor();
    await look(staff, `creator-${size}`);

    await openConsoleTab(staff, 'Emails');
    const emails = consoleList(staff, 'Emails');
    await emails
      .getByText(`Ember Kit to ship: ${creatorName} completed Realm 1 Ideation`)
      .first()
      .waitFor();
    await emails.getByText('Your Ember Kit Has Shipped! (Realm 1: Ideation)').first().waitFor();
    await look(staff, `emails-${size}`);

    await openConsoleTab(staff, 'Audit');
    await staff
      .getByRole(consoleRole(staff), { name: 'Audit trail' })
      .getByText('kit-claim.status')
      .first()
      .waitFor();
    await look(staff, `audit-${size}`);
    await openConsoleTab(staff, 'Invitations');
    await staff.getByRole('heading', { name: 'Invitations' }).waitFor();
    await look(staff, `invitations-${size}`);

    await creator.goto('/realms');
    const realm1 = creator
      .getByRole('list', { name: 'Your journey' })
      .getByRole('listitem')
      .first();
    await realm1.getByText('Ember Kit: Shipped.').waitFor();
    await realm1.getByText('1Z999AA10123456784').waitFor();
    await screenshot(creator, `console-creator-sees-tracking-${size}`);

    await creator.goto('/admin');
    await creator.waitForURL((url) => url.pathname === '/');
    // By its text: the resources' unlock news may be open over the dashboard, hiding it from roles.
    await creator.locator('h1', { hasText: 'Your Creative Sanctuary' }).waitFor();
  });

  it('lands staff in the console when they sign in', async () => {
    const context = await newPhoneContext(browser(), viewport);
    const staff = await context.newPage();
    const email = uniqueEmail(`landing-${size}`);
    await signUp(staff, email);
    await makeStaff(staff);
    await context.clearCookies();
    await staff.goto('/auth');
    await staff.getByLabel('Email').fill(email);
    await staff.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await staff.waitForURL((url) => url.pathname === '/admin');
    await staff.getByRole('heading', { name: 'Staff Console' }).waitFor();
    await context.close();
  });
});
