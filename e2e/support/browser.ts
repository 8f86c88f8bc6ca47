import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };
const SCREENSHOT_DIR = path.resolve('.reports/screenshots');

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

/** A fresh browser profile at phone size, failing the test on any page error. */
export async function newPhoneContext(browser: Browser, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), deviceScaleFactor: 1 });
  context.on('weberror', (error) => {
    throw error.error();
  });
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${size?.width}x${size?.height}.png`),
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@emberpath.test`;
}

export const PASSWORD = 'ember-path-2026';

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
}
