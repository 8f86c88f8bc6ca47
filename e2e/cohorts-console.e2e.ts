import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { LAPTOP, PHONE, SMALL_PHONE, useBrowser } from './support/browser.ts';
import { openConsoleTab } from './support/console-nav.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, signedInPage } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshotWholePage } from './support/screenshots.ts';
import { signUpThroughApi } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const STAFF_EMAIL = 'cohorts-staff@emberpath.test';

// Its own server: a creator put in a cohort that has not started waits for it, which would
// change what other files' creators can do.
let server: Awaited<ReturnType<typeof runningServer>>;
let dataDir: string;
let staffCookies: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-cohorts-'));
  server = await runningServer(dataDir, { ADMIN_EMAILS: STAFF_EMAIL, RATE_LIMIT: 'false' });
  staffCookies = await confirmedStaffCookies(server, STAFF_EMAIL);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Checks the screen fits the window and passes the audit at each width, and keeps pictures. */
async function look(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  for (const size of [SMALL_PHONE, PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, `cohorts-${name}`);
  }
  await page.setViewportSize(viewport);
  await expectAccessible(page, name);
}

async function createCohort(
  page: Page,
  cohort: { name: string; capacity?: string; isPaced: boolean },
  lookAs?: string,
) {
  await page.getByRole('button', { name: 'New Cohort' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Cohort' });
  await dialog.getByLabel('Name').fill(cohort.name);
  if (cohort.capacity) await dialog.getByLabel('Capacity').fill(cohort.capacity);
  if (cohort.isPaced) {
    await dialog.getByLabel('Paced: realms open week by week').check();
    expect(await dialog.getByLabel('Realm 10').inputValue()).toBe('10');
    // The weeks in the pictures: they are the part of the form that must fit a phone.
    await dialog.getByLabel('Realm 10').scrollIntoViewIfNeeded();
  }
  if (lookAs) await look(page, lookAs);
  await dialog.getByRole('button', { name: 'Create Cohort' }).click();
  await expectToast(page, 'Cohort created');
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('cohorts in the console on a %s', (size, viewport) => {
  it('staff make a paced cohort, share its link, add a creator and move them to another', async () => {
    const creatorName = `Cora Cohort ${size}`;
    const creatorEmail = `cora-${size}@emberpath.test`;
    expect(
      (await signUpThroughApi(server.baseUrl, { email: creatorEmail, name: creatorName })).status,
    ).toBe(200);
    const staff = await signedInPage(browser(), server, staffCookies, viewport);
    const spring = `Spring ${size}`;
    const autumn = `Autumn ${size}`;

    await staff.goto('/admin');
    await openConsoleTab(staff, 'Cohorts');
    await staff.getByRole('heading', { name: 'Cohorts', level: 1 }).waitFor();
    await createCohort(staff, { name: spring, capacity: '25', isPaced: true }, `form-${size}`);
    await createCohort(staff, { name: autumn, isPaced: false });

    const card = staff
      .getByRole('list', { name: 'Cohorts' })
      .getByRole('listitem')
      .filter({
        has: staff.getByRole('link', { name: spring }),
      });
    await expect.poll(() => card.textContent()).toContain('Paced · 10 weeks');
    expect(await card.textContent()).toContain('0 of 25');
    expect(await card.getByLabel(`Join link for ${spring}`, { exact: true }).textContent()).toMatch(
      new RegExp(`^${server.baseUrl}/auth\\?cohort=[A-Z0-9]+$`),
    );
    await look(staff, `list-${size}`);

    await card.getByRole('link', { name: spring }).click();
    await staff.getByRole('region', { name: spring }).waitFor();
    await staff.getByRole('button', { name: 'Add a creator' }).click();
    const add = staff.getByRole('dialog', { name: 'Add a creator' });
    await add.getByLabel('Name or email').fill(creatorName);
    await add.getByRole('button', { name: 'Find' }).click();
    await add.getByRole('button', { name: `Add ${creatorName}` }).click();
    await expectToast(staff, `${creatorName} is in ${spring}`);
    const members = staff.getByRole(size === 'phone' ? 'list' : 'table', { name: 'Members' });
    await members.getByRole('link', { name: creatorName }).waitFor();
    await look(staff, `cohort-${size}`);

    await members.getByRole('link', { name: creatorName }).click();
    const cohortField = staff.getByLabel('Cohort', { exact: true });
    expect(await cohortField.locator('option:checked').textContent()).toBe(spring);
    await cohortField.selectOption({ label: autumn });
    await staff.getByRole('button', { name: 'Move' }).click();
    await expectToast(staff, `Now in ${autumn}`);
    await look(staff, `creator-${size}`);

    await staff.goto('/admin/cohorts');
    const autumnCard = staff
      .getByRole('list', { name: 'Cohorts' })
      .getByRole('listitem')
      .filter({
        has: staff.getByRole('link', { name: autumn }),
      });
    await expect.poll(() => autumnCard.textContent()).toContain('Members1');
    await staff.context().close();
  });
});
