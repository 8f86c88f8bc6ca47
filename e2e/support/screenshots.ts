import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LAPTOP, PHONE } from './browser.ts';
import { expectNoSidewaysScroll } from './layout.ts';

const SCREENSHOT_DIR = path.resolve('.reports/screenshots');

/** What the window shows now, kept as `.reports/screenshots/NAME-WIDTHxHEIGHT.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${size?.width}x${size?.height}.png`),
  });
}

/** The whole page, top to bottom, beside the window's picture. */
export async function screenshotWholePage(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-full-${size?.width}x${size?.height}.png`),
    fullPage: true,
  });
}

/** The screen at a phone's size and a laptop's, neither scrolling sideways; back at the phone's after. */
export async function screenshotAtBothSizes(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}
