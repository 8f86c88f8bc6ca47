import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { receiveBuddyRequest } from './support/buddies.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  uniqueEmail,
  useBrowser,
  SMALL_PHONE,
} from './support/browser.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import { expectInsideWindow } from './support/layout.ts';
import { screenshot } from './support/screenshots.ts';
import { signUpInPage } from './support/sign-up.ts';

/**
 * Every dialog drawn by components/ui (the sheet, the centred card and the
 * confirmation) fits a small phone, a phone and a laptop with its main button
 * in view: the form scrolls between the title and the buttons, never the
 * buttons off the screen.
 */

const browser = useBrowser();

async function newCreator() {
  const page = await (await newPhoneContext(browser())).newPage();
  await signUpInPage(page, { email: uniqueEmail('dialogs'), name: 'Dina Dialog' });
  return page;
}

/** At each size: the dialog's main button wholly inside the window; a picture of each. */
async function expectFitsEverySize(page: Page, name: string, mainButton: Locator) {
  await mainButton.waitFor();
  // Radix animates nothing here, but the lazy dialog's chunk and its data may still be arriving.
  await page.waitForLoadState('networkidle');
  for (const viewport of [SMALL_PHONE, PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await expectInsideWindow(mainButton);
    await screenshot(page, `dialog-${name}`);
  }
  await page.setViewportSize(PHONE);
}

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** What of the toasts on screen covers one of `parts` (or another toast): empty when nothing does. */
async function coveredBy(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const toastBoxes = await toasts(page).evaluateAll((items) =>
    items.map((item) => {
      const { x, y, width, height } = item.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  const covered: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const box = (await part.boundingBox())!;
    if (toastBoxes.some((toast) => overlaps(toast, box))) covered.push(name);
  }
  toastBoxes.forEach((toast, i) => {
    if (toastBoxes.some((other, j) => j !== i && overlaps(toast, other))) covered.push('a toast');
  });
  return covered;
}

describe('dialogs on a phone and a laptop', () => {
  it('the Ember Kit claim, the unlock news and the invitation step', async () => {
    const page = await newCreator();
    await finishRealmTasks(page, 1);
    await page.goto('/');
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await expectFitsEverySize(
      page,
      'claim',
      claim.getByRole('button', { name: 'Claim My Ember Kit' }),
    );

    await claimKit(page, 1);
    await page.goto('/');
    const unlocked = page.getByRole('dialog', { name: 'New Resources Unlocked!' });
    await expectFitsEverySize(
      page,
      'unlocked',
      unlocked.getByRole('button', { name: 'Open the Library' }),
    );
    await unlocked.getByRole('button', { name: 'Later' }).click();
    await unlocked.waitFor({ state: 'detached' });

    await finishRealmTasks(page, 2);
    await page.goto('/');
    const invite = page.getByRole('dialog', { name: "You've Lit the Way for Another" });
    await expectFitsEverySize(
      page,
      'invite-step',
      invite.getByRole('button', { name: 'Invite a Creator' }),
    );
  });

  it('the console’s kit step and resource form, and the delete confirmation', async () => {
    const page = await newCreator();
    await finishRealmTasks(page, 1);
    await claimKit(page, 1);
    await makeStaff(page);

    // The newest claim, this creator's, first: packed, then asked for its tracking.
    await page.goto('/admin/claims');
    await page.getByRole('button', { name: 'Mark packed' }).first().click();
    await page.getByRole('button', { name: 'Mark shipped' }).first().click();
    const shipped = page.getByRole('dialog', { name: 'Mark Kit Shipped' });
    await expectFitsEverySize(
      page,
      'mark-shipped',
      shipped.getByRole('button', { name: 'Mark shipped' }),
    );

    await page.goto('/admin/cms');
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = page.getByRole('dialog', { name: 'Add Resource' });
    await expectFitsEverySize(
      page,
      'add-resource',
      form.getByRole('button', { name: 'Create Resource' }),
    );
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete' }).first().click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this resource?',
    });
    await expectFitsEverySize(
      page,
      'delete-resource',
      confirm.getByRole('button', { name: 'Delete' }),
    );
  });

  it('finding a buddy, ending a pairing, and deleting the account', async () => {
    const page = await newCreator();
    await page.goto('/buddies');
    await page.getByRole('button', { name: 'Find a Realm Buddy' }).click();
    const find = page.getByRole('dialog', { name: 'Find a Realm Buddy' });
    await expectFitsEverySize(
      page,
      'find-buddy',
      find.getByRole('button', { name: 'Send Request' }),
    );
    await find.getByRole('button', { name: 'Close' }).click();

    await receiveBuddyRequest(page, { accept: true });
    await page.goto('/buddies/manage');
    await page.getByRole('button', { name: /^End Pairing/ }).click();
    const end = page.getByRole('alertdialog', { name: /^End your pairing/ });
    await expectFitsEverySize(
      page,
      'end-pairing',
      end.getByRole('button', { name: 'End Pairing' }),
    );
    await end.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile/settings/privacy');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete your account?' });
    await expectFitsEverySize(
      page,
      'delete-account',
      remove.getByRole('button', { name: 'Delete my account forever' }),
    );
  });

  it('a toast never covers a dialog’s title, close button or button; a retry takes the old error away', async () => {
    const page = await (await newPhoneContext(browser())).newPage();
    const email = uniqueEmail('toasts');
    await signUpInPage(page, { email, name: 'Tova Toast' });
    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/profile/settings/privacy');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      const parts = {
        title: dialog.getByRole('heading', { name: 'Delete your account?' }),
        close: dialog.getByRole('button', { name: 'Close' }),
        action: dialog.getByRole('button', {
          name: /^(Delete my account forever|Deleting\.\.\.)$/,
        }),
      };
      await dialog.getByLabel(/^Type your email/).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password-1');
      await parts.action.click();
      await toasts(page).first().waitFor();
      await expect.poll(() => coveredBy(page, parts)).toEqual([]);
      await screenshot(page, 'dialog-with-toast');

      // The second try: while it runs, the first try's error is gone; then its own shows, alone.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/account/delete', async (route) => {
        await held;
        await route.continue();
      });
      await parts.action.click();
      await dialog.getByRole('button', { name: 'Deleting...' }).waitFor();
      await expect.poll(() => toasts(page).count()).toBe(0);
      release();
      await dialog.getByRole('button', { name: 'Delete my account forever' }).waitFor();
      await toasts(page).first().waitFor();
      expect(await toasts(page).count()).toBe(1);
      await expect.poll(() => coveredBy(page, parts)).toEqual([]);
      await page.unroute('**/api/account/delete');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // An error and a success of two actions: both in view, the error not behind the success.
    await page.goto('/profile/settings/account');
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password-1');
    await password.getByLabel('New password').fill('brand-new-2027');
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password not changed', { exact: true }).waitFor();
    const address = page.getByRole('region', { name: 'Shipping address' });
    await address.getByLabel('Full name').fill('Toast Tester');
    await address.getByLabel('Street address').fill('1 Crumb Way');
    await address.getByLabel('City').fill('Bristol');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Address Saved', { exact: true }).waitFor();
    await expect.poll(() => coveredBy(page, {})).toEqual([]);
    await screenshot(page, 'toasts-error-and-success');
  });
});
