import type { Page } from 'playwright-core';

/** Waits for a toast (or any text) that says exactly this; the first if several do. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}
