import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WebError,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { findLoggedEmailLink } from './server-log.ts';
import { PASSWORD } from './sign-up.ts';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
export const SMALL_PHONE = { width: 320, height: 640 };
/** The three sizes every screen is looked at: a small phone, a phone and a laptop. */
export const SCREEN_SIZES = [SMALL_PHONE, PHONE, LAPTOP];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
    ],
  });
}

/** One Chromium for the whole test file: started before its first test, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

function describePageErrors(pageErrors: WebError[]): Error {
  const lines = pageErrors.map((webError) => {
    const { url, line, column } = webError.location();
    const where = url ? ` at ${url}:${line + 1}:${column + 1}` : '';
    const error = webError.error();
    // A minified stack can be empty: the message still says what went wrong.
    return `- ${String(error)}\n${error.stack ?? ''}${where}`;
  });
  return new Error(`${pageErrors.length} uncaught error(s) in the page:\n${lines.join('\n')}`);
}

/**
 * A fresh browser profile at phone size. It must be made inside a test: any
 * uncaught error in its pages fails that test when it ends, and the profile is
 * closed then even if the test did not get to close it.
 */
export async function newPhoneContext(
  browser: Browser,
  viewport = PHONE,
  device: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    deviceScaleFactor: 1,
    ...device,
  });
  const pageErrors: WebError[] = [];
  // Throwing here would surface as an unhandled error of the whole run, blamed on no test.
  context.on('weberror', (webError) => pageErrors.push(webError));
  // Each hook runs even if another throws; the last registered runs first.
  onTestFinished(() => context.close());
  onTestFinished(() => {
    if (pageErrors.length > 0) throw describePageErrors(pageErrors);
  });
  return context;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@emberpath.test`;
}

/**
 * /auth, switched to its sign-up form. The page is drawn before its JavaScript runs: on a busy
 * machine a click that lands before the app has taken over does nothing, so the switch is
 * clicked until the form has changed.
 */
export async function openSignUpForm(page: Page): Promise<void> {
  await page.goto('/auth');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
  await expect
    .poll(
      async () => {
        if (await submit.isVisible()) return true;
        // Gone already if a late click switched the form: the next look finds it switched.
        await page
          .getByRole('button', { name: 'Sign up', exact: true })
          .click({ timeout: 1000 })
          .catch(() => {});
        return submit.isVisible();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openSignUpForm(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
}

/** The newest link in an email to `to` with this subject, from the server's log. */
export function linkFromLoggedEmail(to: string, subject: string): Promise<string> {
  return findLoggedEmailLink(inject('serverLogPath'), to, subject);
}

/**
 * Gives the creator signed in on `page` staff roles (an admin's, unless told), as an
 * admin does for others (the run's first admin was made through a verified
 * ADMIN_EMAILS address at start). Reload afterwards to see the staff screens.
 */
export async function makeStaff(page: Page, roles: string[] = ['admin']): Promise<void> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const response = await fetch(`${baseUrl()}/api/admin/creators/${me.user.id}/roles`, {
    method: 'PUT',
    headers: { cookie: inject('staffCookie'), 'content-type': 'application/json' },
    body: JSON.stringify({ roles }),
  });
  if (!response.ok) throw new Error(`could not make staff: ${response.status}`);
}

/**
 * Clicks `trigger` until `shown` appears. A page the server drew (the signed-in `/`, decision
 * 026) is on screen before its code has run, and a tap before then is not answered.
 */
export async function clickWhenReady(trigger: Locator, shown: Locator): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await trigger.click();
    const isShown = await shown
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (isShown) return;
    if (Date.now() > deadline) throw new Error(`${String(shown)} never appeared`);
  }
}
