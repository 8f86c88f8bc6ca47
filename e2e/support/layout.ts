import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Nothing on the page is wider than the window, so it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Visible and wholly inside the window, not pushed off-screen or collapsed to nothing. */
export async function expectInsideWindow(locator: Locator): Promise<void> {
  expect(await locator.isVisible(), `${locator} is visible`).toBe(true);
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  expect(box, `${locator} has a box`).not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.width * box!.height, `${locator} has an area`).toBeGreaterThan(0);
  expect(box!.x, `${locator} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${locator} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${locator} right edge`).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y + box!.height, `${locator} bottom edge`).toBeLessThanOrEqual(viewport!.height);
}
