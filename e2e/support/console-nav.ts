import type { Page } from 'playwright-core';

/**
 * Goes to a console tab as staff do at the window's width: from the menu
 * button that names the current place on a phone, from the row of tabs on a
 * laptop.
 */
export async function openConsoleTab(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  // The console's navigation loads after the page: which of the two shows is known once it is there.
  await nav.waitFor();
  const menuButton = nav.getByRole('button');
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
  } else {
    await nav.getByRole('link', { name, exact: true }).click();
  }
}
