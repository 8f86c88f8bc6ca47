import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  baseUrl,
  clickWhenReady,
  LAPTOP,
  PHONE,
  SCREEN_SIZES,
  useBrowser,
  newPhoneContext,
  linkFromLoggedEmail,
  signUp,
  uniqueEmail,
  openSignUpForm,
} from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { ADMIN_EMAIL } from './support/global-setup.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';
import { runningServer } from './support/running-server.ts';

const browser = useBrowser();

describe('accounts in the browser', () => {
  it('loads every visitor page without one failing request or console message', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        failures.push(`console: ${message.text()}`);
    });
    for (const path of ['/auth', '/', '/auth/forgot-password', '/quests']) {
      await page.goto(path);
      await page
        .getByRole('button', { name: 'Sign In' })
        .or(page.getByRole('button', { name: 'Send reset link' }))
        .first()
        .waitFor();
    }
    expect(failures).toEqual([]);
    await context.close();
  });

  it('signs up, signs out and signs back in', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail();

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await screenshot(page, 'auth-sign-in');
    await signUp(page, email);
    await page.getByText('Account created!').waitFor();
    await screenshot(page, 'dashboard');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByText(email).count()).toBeGreaterThan(0);
    for (const item of [
      'Edit Profile',
      'Manage Buddies',
      'My Realm',
      'Progress Bars',
      'Update Personal Info',
    ]) {
      expect(await menu.getByRole('menuitem', { name: item }).isVisible()).toBe(true);
    }
    await screenshot(page, 'user-menu');
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('Signed out successfully').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();

    // The session survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    await context.close();
  });

  it('explains missing fields and wrong passwords, keeping what was typed', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto('/auth');

    await page.getByLabel('Email').fill('someone@emberpath.test');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Missing Information').waitFor();
    await page.getByText('Please enter both email and password.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Sign In Error').waitFor();
    await page
      .getByText("That email and password don't match. Check them and try again.")
      .waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@emberpath.test');
    await screenshot(page, 'auth-error');
    await context.close();
  });

  it('says when the network is down and offers to retry', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill('offline@emberpath.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // What the page loads once the creator starts typing has arrived before the network goes.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByText('We could not reach Emberpath. Check your connection and try again.')
      .waitFor();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    // Back online, the retry reaches the server, which answers for real.
    await page
      .getByText("That email and password don't match. Check them and try again.")
      .waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD);
    await context.close();
  });

  it('shows the weak-password reasons on sign up', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await openSignUpForm(page);
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Sign Up Error').waitFor();
    await page.getByText('Choose a stronger password: mix letters and numbers.').waitFor();
    await context.close();
  });
});

describe('routing rules', () => {
  it('sends a visitor to /auth and back to the page they asked for', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail();
    await signUp(page, email);
    await context.clearCookies();

    await page.goto('/realms');
    await page.waitForURL('**/auth?redirect=%2Frealms');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/realms');
    await page.getByRole('heading', { name: 'Your Journey', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Realms' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Signed in, /auth leads home.
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the 404 page with a way home', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('keeps /admin for staff, who become staff by proving an ADMIN_EMAILS address', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail());
    await page.goto('/admin/cms');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();

    const adminContext = await newPhoneContext(browser());
    const adminPage = await adminContext.newPage();
    await signUp(adminPage, ADMIN_EMAIL);
    // Signing up with a listed address is not enough: anyone could have typed it.
    await adminPage.goto('/admin/cms');
    await adminPage.waitForURL((url) => url.pathname === '/');
    // Following the verification link (printed in the log without SMTP) and giving the
    // account's password on the page it opens makes it staff.
    await adminPage.goto(
      await linkFromLoggedEmail(ADMIN_EMAIL, 'Confirm your email for Emberpath'),
    );
    await adminPage.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await expectAccessible(adminPage, 'the confirm-email page');
    await adminPage.getByRole('button', { name: 'Confirm email' }).click();
    await adminPage.getByText('Please enter your password.').waitFor();
    await adminPage.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await adminPage.getByRole('button', { name: 'Confirm email' }).click();
    await adminPage.getByText("That isn't this account's password.", { exact: false }).waitFor();
    await adminPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await adminPage.getByRole('button', { name: 'Confirm email' }).click();
    await adminPage.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    await adminPage.goto('/admin/cms');
    await adminPage.getByRole('heading', { name: 'Resource Management', level: 1 }).waitFor();
    expect(new URL(adminPage.url()).pathname).toBe('/admin/cms');
    await adminContext.close();
  });
});

describe('single sign-on', () => {
  it('signs in through the OpenID Connect provider and returns to /', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const appOrigin = new URL(baseUrl()).origin;
    // Redirects never show as a page, but each hop is a navigation request.
    const navigatedOrigins: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigatedOrigins.push(new URL(request.url()).origin);
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Emberpath ID' }).click();
    // Back on the app's own origin, not left at the provider's.
    await page.waitForURL((url) => url.origin === appOrigin && url.pathname === '/');
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    expect(
      navigatedOrigins.some((origin) => origin !== appOrigin),
      'the browser went to the provider on the way',
    ).toBe(true);
    // The provider sends the browser to /, which the server draws: the menu answers once hydrated.
    await clickWhenReady(
      page.getByRole('button', { name: 'Open user menu' }),
      page.getByRole('menu').getByText('Ola Oidc'),
    );
    await context.close();
  });
});

describe('larger screens', () => {
  it('lays out the sign-in and dashboard on a laptop', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(page.getByRole('heading', { level: 1 }));
    await expectInsideWindow(page.getByRole('button', { name: 'Sign In' }));
    await screenshot(page, 'auth-sign-in');

    await signUp(page, uniqueEmail());
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(
      page.getByRole('heading', { name: 'Your Creative Sanctuary', level: 1 }),
    );
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expectInsideWindow(navigation);
    await expectInsideWindow(navigation.getByRole('link', { name: 'Realms' }));
    await screenshot(page, 'dashboard');
    await context.close();
  });
});

describe('confirming the email address (verification on)', () => {
  // Its own server: the run's server signs creators in at once, without a confirmation.
  let server: Awaited<ReturnType<typeof runningServer>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-confirm-'));
    server = await runningServer(dataDir, { REQUIRE_EMAIL_VERIFICATION: 'true' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every "Confirm your email" link the server printed for `to`, oldest first. */
  const confirmationLinksTo = (to: string) =>
    server
      .log()
      .split('\n')
      .filter((line) => line.includes(`Email to ${to}: Confirm your email for Emberpath`))
      .map((line) => /(https?:\/\/[^\s"\\]+\/auth\/confirm-email[^\s"\\]+)/.exec(line)?.[1]);

  async function waitForLinks(to: string, count: number) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const links = confirmationLinksTo(to);
      if (links.length >= count) return links;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} confirmation links to ${to}`);
  }

  it('keeps "Check your inbox" after sign-up, across a reload, sends the link again, and the newest link signs in', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      baseURL: server.baseUrl,
      deviceScaleFactor: 1,
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const email = uniqueEmail('confirm');
    await openSignUpForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await expectAccessible(page, 'check your inbox');
    for (const viewport of SCREEN_SIZES) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'check-inbox');
    }
    await page.setViewportSize(PHONE);

    // A reload keeps it: the creator is not left wondering where the sign-up went.
    await page.reload();
    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();

    await waitForLinks(email, 1);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByRole('status').filter({ hasText: 'Sent again.' }).waitFor();
    const resting = page.getByRole('button', { name: /^Send again in \d+ s$/ });
    expect(await resting.isDisabled()).toBe(true);
    await screenshot(page, 'check-inbox-sent-again');
    const links = await waitForLinks(email, 2);

    await page.goto(links.at(-1)!);
    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
  });

  it('goes back to the form with the address to correct it', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      baseURL: server.baseUrl,
      deviceScaleFactor: 1,
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const typo = uniqueEmail('tpyo');
    await openSignUpForm(page);
    await page.getByLabel('Email').fill(typo);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Use a different address' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(typo);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, creator' }).waitFor();
  });
});
