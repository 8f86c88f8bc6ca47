import type { Page } from 'playwright-core';

/** A quest's card on /quests, found by its title. */
export const questCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Starts a written quest on /quests, answers it and presses Complete Quest. */
export async function completeWrittenQuest(page: Page, title: string, answer: string) {
  const card = questCard(page, title);
  await card.getByRole('button', { name: 'Start Quest' }).click();
  await card.getByLabel('Your response').fill(answer);
  await card.getByRole('button', { name: 'Complete Quest' }).click();
}
