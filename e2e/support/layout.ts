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

/** How many lines of text the element's words take on screen (1: the label is whole on one line). */
export async function lineCountOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    // Text only: an icon beside a label is not a line of it.
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const bottoms = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0) bottoms.add(Math.round(rect.bottom));
      }
    }
    return bottoms.size;
  });
}

/** Each located element's words on one line, neither wrapped nor hyphenated. */
export async function expectEachOnOneLine(locator: Locator): Promise<void> {
  const count = await locator.count();
  expect(count, `${locator} found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const item = locator.nth(index);
    const text = (await item.innerText()).trim();
    expect(await lineCountOf(item), `"${text}" on one line`).toBe(1);
  }
}

/** No word of the located elements split across two lines (wrapping between words is fine). */
export async function expectNoWordBroken(locator: Locator): Promise<void> {
  const broken = await locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const bottoms = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.bottom)),
          );
          if (bottoms.size > 1) words.push(match[0]);
        }
      }
      return words;
    }),
  );
  expect(broken, `words broken across lines in ${locator}`).toEqual([]);
}
