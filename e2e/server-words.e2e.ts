import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { newPhoneContext, signUp, uniqueEmail, useBrowser } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';

const browser = useBrowser();

const journal = realms[0]!.quests.find((quest) => quest.type === 'journal')!;

const questCard = (page: Page) => page.getByRole('article', { name: journal.title });

/** sonner's toasts: list items in its "Notifications alt+T" region. */
const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

async function openJournalQuest(page: Page) {
  await page.goto('/quests');
  await questCard(page).getByRole('button', { name: 'Start Quest' }).click();
  await questCard(page).getByLabel('Your response').waitFor();
}

describe('refusals in the server’s words', () => {
  it('tells a creator who completes a quest twice, from two tabs, that it is already done', async () => {
    const context = await newPhoneContext(browser());
    const first = await context.newPage();
    await signUp(first, uniqueEmail('words'));
    const second = await context.newPage();
    await openJournalQuest(first);
    await openJournalQuest(second);

    await questCard(first).getByLabel('Your response').fill('Written in the first tab.');
    await questCard(first).getByRole('button', { name: 'Complete Quest' }).click();
    await questCard(first)
      .getByText(/^Completed on /)
      .waitFor();

    // The second tab still shows the quest open: the server refuses, and says why.
    await questCard(second).getByLabel('Your response').fill('Written in the second tab.');
    await questCard(second).getByRole('button', { name: 'Complete Quest' }).click();
    const toast = toasts(second).filter({ hasText: 'Quest Completed' });
    await toast.waitFor();
    await toast.getByText('Quest Completed', { exact: true }).waitFor();
    await toast.getByText('You have already completed this quest.', { exact: true }).waitFor();
    expect(await toasts(second).filter({ hasText: 'Not saved' }).count()).toBe(0);

    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await screenshot(second, 'server-words-quest-completed');
    await context.close();
  });
});
