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

/** A kit claim: a card below a laptop's width, a row of the dense table on one. */
const claimOnScreen = (page: Page, name: string) =>
  page.viewportSize()!.width < 1024
    ? page.getByRole('article', { name: new RegExp(name) })
    : page.getByRole('table', { name: 'Kit claims' }).getByRole('row', { name: new RegExp(name) });

const everyClaimOnScreen = (page: Page) =>
  page.viewportSize()!.width < 1024
    ? page.getByRole('article')
    : page.getByRole('table', { name: 'Kit claims' }).locator('tbody > tr');

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
    const card = claimOnScreen(staff, creatorName);
    await card.waitFor();
    await expect.poll(() => everyClaimOnScreen(staff).count()).toBe(1);
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
    // In plain words, who did what to whom; the raw action stays in its details.
    const trail = staff.getByRole('list', { name: 'Audit trail' });
    const shipped = trail.getByRole('listitem').filter({
      hasText: `marked ${creatorEmail.toLowerCase()}'s kit claim as shipped (UPS 1Z999AA10123456784)`,
    });
    await shipped.waitFor();
    await shipped.getByText('Details').click();
    await shipped.getByText('kit-claim.status').waitFor();
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

describe('the kit claims queue on a laptop and a phone', () => {
  it('lists the oldest first, packs ticked claims together, and keeps the address a claim had before it was cancelled', async () => {
    const stamp = Date.now();
    const names = [`Queue First ${stamp}`, `Queue Second ${stamp}`];
    const creators = [];
    for (const name of names) {
      const creator = await (await newPhoneContext(browser(), PHONE)).newPage();
      await signUp(creator, uniqueEmail('queue'));
      await finishRealmTasks(creator, 1);
      const claimed = await creator.request.post('/api/realms/1/complete', {
        data: { name, email: uniqueEmail('queue-kit'), address: '1 Old Road' },
      });
      expect(claimed.status()).toBe(201);
      creators.push({
        page: creator,
        claimId: ((await claimed.json()) as { claim: { id: number } }).claim.id,
      });
    }
    const staff = await (await newPhoneContext(browser(), LAPTOP)).newPage();
    await signUp(staff, uniqueEmail('queue-staff'));
    await makeStaff(staff);
    const cancelled = await staff.request.post(`/api/admin/claims/${creators[1]!.claimId}/status`, {
      data: { status: 'cancelled', cancelReason: 'The address could not be reached.' },
    });
    expect(cancelled.status()).toBe(200);
    const again = await creators[1]!.page.request.post('/api/realms/1/claim-again', {
      data: { name: names[1], email: uniqueEmail('queue-kit'), address: '12 Corrected Road' },
    });
    expect(again.status()).toBe(200);

    await staff.goto('/admin/claims');
    await staff.getByLabel('Search name or email').fill(`Queue`);
    const table = staff.getByRole('table', { name: 'Kit claims' });
    const rows = table.locator('tbody > tr').filter({ hasText: String(stamp) });
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain(names[0]);
    const second = claimOnScreen(staff, names[1]!);
    await second.getByText('Claimed again after a cancellation (1 earlier address)').click();
    await second.getByText('1 Old Road').waitFor();
    await second.getByText(/The address could not be reached\./).waitFor();
    await look(staff, 'claims-queue-laptop');

    for (const name of names) {
      await table.getByRole('checkbox', { name: `Select the claim of ${name}` }).check();
    }
    const bar = staff.getByRole('region', { name: 'Selected claims' });
    await bar.getByRole('button', { name: 'Mark 2 as packed' }).click();
    await expectToast(staff, 'Kits Marked Packed');
    for (const name of names)
      await claimOnScreen(staff, name).getByText('Packed', { exact: true }).waitFor();

    await staff.setViewportSize(PHONE);
    await claimOnScreen(staff, names[0]!).waitFor();
    await expect.poll(() => table.isVisible()).toBe(false);
    await look(staff, 'claims-queue-phone');
  });
});
