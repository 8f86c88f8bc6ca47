import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readZip } from '#testing/zip-helpers.ts';
import {
  LAPTOP,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
  openSignUpForm,
} from './support/browser.ts';
import { screenshot, screenshotWholePage } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { finishRealmTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-profile-'));

async function openFromUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('the creator’s own pages', () => {
  it('a display name (from sign-up, then Edit Profile) and a picture show in the menu and the header', async () => {
    const email = uniqueEmail('profile');
    const page = await (await newPhoneContext(browser())).newPage();
    await openSignUpForm(page);
    await page.getByLabel('Display name (optional)').fill('Maya');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(page, 'profile-sign-up-with-name');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menu').getByText('Maya', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await openFromUserMenu(page, 'Edit Profile');
    await page.getByRole('heading', { name: 'Edit Profile', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Display name').inputValue()).toBe('Maya');
    await page.getByLabel('Display name').fill('Maya Rivera');
    await page.getByLabel('What I create').fill('Short films about bread.');
    await page.getByLabel('Link 1').fill('not a link');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page
      .getByText('Please enter a full web address starting with https:// or http://.')
      .waitFor();
    await page.getByLabel('Link 1').fill('https://maya.example');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile Saved');

    const photo = path.join(folder, 'me.png');
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c2410c' } })
      .png()
      .toFile(photo);
    await page.getByLabel('Upload a picture').setInputFiles(photo);
    await expectToast(page, 'Picture Updated');
    await page.getByRole('button', { name: 'Use my initials instead' }).waitFor();
    await page.getByRole('button', { name: 'Open user menu' }).locator('img').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, 'profile-edit');
    await page.setViewportSize(LAPTOP);
    await screenshotWholePage(page, 'profile-edit');
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Maya Rivera', { exact: true }).waitFor();
    await menu.getByText(email, { exact: true }).waitFor();
    await screenshot(page, 'profile-user-menu');
  });

  it('a check-in written on the dashboard is on /profile/progress, with bars, streaks and the calendar', async () => {
    const page = await (await newPhoneContext(browser())).newPage();
    await signUp(page, uniqueEmail('progress'));
    const checkin = page.getByRole('region', { name: 'Daily Check-in' });
    await checkin.getByRole('textbox').fill('Outlined the teaching series.');
    await checkin.getByRole('button', { name: 'Complete Check-in' }).click();
    await expectToast(page, 'Daily Check-in Complete!');

    await openFromUserMenu(page, 'Progress Bars');
    await page.getByRole('heading', { name: 'Progress Bars', level: 1 }).waitFor();
    const history = page.getByRole('region', { name: 'Check-in history' });
    await history.getByText('Outlined the teaching series.').waitFor();
    await page.getByRole('progressbar', { name: /^Realm 1 Ideation: 0 of 5 quests$/ }).waitFor();
    await page.getByRole('region', { name: 'Streaks' }).getByText('1 day').first().waitFor();
    await page
      .getByRole('table')
      .getByText(/: checked in$/)
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, 'profile-progress');
    await page.setViewportSize(LAPTOP);
    await screenshotWholePage(page, 'profile-progress');
  });

  it('settings: four sections found from the menu, one page each on a phone, an index beside them on a laptop', async () => {
    const page = await (await newPhoneContext(browser())).newPage();
    await signUp(page, uniqueEmail('sections'));

    // A phone: the menu names the sections; each opens its own page, and Back returns.
    await openFromUserMenu(page, 'Notifications');
    await page.waitForURL('**/profile/settings/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('switch', { name: 'Daily check-in reminder', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Shipping address' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All settings' }).click();
    await page.waitForURL('**/profile/settings');
    const index = page.getByRole('navigation', { name: 'Settings' });
    for (const section of ['Account', 'Notifications', 'Calendar', 'Privacy and Data']) {
      await index.getByRole('link', { name: new RegExp(`^${section}`) }).waitFor();
    }
    await index.getByRole('link', { name: /^Privacy and Data/ }).click();
    await page.getByRole('link', { name: 'Download my data' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/profile/settings');
    await index.getByRole('link', { name: /^Calendar/ }).waitFor();
    await openFromUserMenu(page, 'Calendar');
    await page.getByRole('switch', { name: 'Add reminders to my calendar' }).waitFor();
    await openFromUserMenu(page, 'Privacy and Data');
    await page.getByRole('button', { name: 'Delete my account' }).waitFor();
    await openFromUserMenu(page, 'Update Personal Info');
    await page.getByRole('region', { name: 'Password' }).waitFor();

    // A laptop: the index beside the section, the current one marked; deep links and Back work.
    await page.setViewportSize(LAPTOP);
    await page.goto('/profile/settings');
    await page.waitForURL('**/profile/settings/account');
    await page.getByRole('region', { name: 'Shipping address' }).waitFor();
    const current = () =>
      index
        .locator('[aria-current="page"]')
        .evaluateAll((links) => links.map((l) => l.textContent));
    expect(await current()).toEqual([expect.stringMatching(/^Account/)]);
    await index.getByRole('link', { name: /^Notifications/ }).click();
    await page.getByRole('switch', { name: 'Daily check-in reminder', exact: true }).waitFor();
    expect(await current()).toEqual([expect.stringMatching(/^Notifications/)]);
    await page.goBack();
    await page.waitForURL('**/profile/settings/account');
    await page.goto('/profile/settings/calendar');
    await page.getByRole('switch', { name: 'Add reminders to my calendar' }).waitFor();
    expect(await current()).toEqual([expect.stringMatching(/^Calendar/)]);
  });

  it('a saved address fills the kit claim; the password changes; the data downloads; the account goes', async () => {
    const email = uniqueEmail('settings');
    const page = await (await newPhoneContext(browser())).newPage();
    await signUp(page, email);

    await openFromUserMenu(page, 'Update Personal Info');
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    const address = page.getByRole('region', { name: 'Shipping address' });
    await address.getByLabel('Full name').fill('Maya Rivera');
    await address.getByLabel('Street address').fill('12 Ember Lane');
    await address.getByLabel('City').fill('Portland');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expectToast(page, 'Address Saved');
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, 'profile-settings');
    await page.setViewportSize(LAPTOP);
    await screenshotWholePage(page, 'profile-settings');
    await page.setViewportSize(PHONE);

    // The claim form starts from the saved address.
    await finishRealmTasks(page, 1);
    await page.goto('/');
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.waitFor();
    await expect.poll(() => claim.getByLabel('Street address').inputValue()).toBe('12 Ember Lane');
    expect(await claim.getByLabel('City').inputValue()).toBe('Portland');
    await screenshot(page, 'profile-claim-prefilled');
    await claim.getByRole('button', { name: 'Close' }).click();

    // The password: the current one is required; afterwards the old one is refused.
    await page.goto('/profile/settings/account');
    const passwordCard = page.getByRole('region', { name: 'Password' });
    await passwordCard.getByLabel('Current password').fill('not-my-password-1');
    await passwordCard.getByLabel('New password').fill('brand-new-2027');
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password not changed');
    await passwordCard.getByLabel('Current password').fill(PASSWORD);
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password Changed');

    // Download my data: a zip with the JSON inside.
    await page.goto('/profile/settings/privacy');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^emberpath-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZip(fs.readFileSync((await download.path())!));
    const data = JSON.parse(entries.get('emberpath-data.json')!.toString()) as {
      tables: { user: { email: string }[]; shipping_address: { address: string }[] };
    };
    expect(data.tables.user[0]!.email).toBe(email);
    expect(data.tables.shipping_address[0]!.address).toBe('12 Ember Lane');

    // Sign out: the old password is refused, the new one works.
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signInWith(page, email, PASSWORD);
    await page
      .getByText("That email and password don't match. Check them and try again.")
      .first()
      .waitFor();
    await signInWith(page, email, 'brand-new-2027');
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();

    // Delete the account: the dialog needs the address and the password.
    await page.goto('/profile/settings/privacy');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await dialog.getByText(`Type ${email} to confirm.`).waitFor();
    await screenshot(page, 'profile-delete-dialog');
    await dialog.getByLabel(/^Type your email/).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('brand-new-2027');
    await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
    await expectToast(page, 'Account Deleted');
    await page.waitForURL('**/auth');

    await signInWith(page, email, 'brand-new-2027');
    await page
      .getByText("That email and password don't match. Check them and try again.")
      .first()
      .waitFor();
  });
});
