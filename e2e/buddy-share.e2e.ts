import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { expectAccessible } from './support/axe.ts';
import { completeTasks } from './support/journey-api.ts';
import {
  newPhoneContext,
  SCREEN_SIZES,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshot } from './support/screenshots.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const nameOf = (email: string) => email.split('@')[0]!;
const originStory = realms[0]!.quests.find((quest) => quest.id === 'r1-origin-story')!;

/** B asks A by email and A accepts, through the API as each is signed in. */
async function pair(a: Page, b: Page, emailA: string) {
  const asked = await b.request.post('/api/buddies/requests', { data: { email: emailA } });
  expect(asked.status()).toBe(201);
  const overview = (await (await a.request.get('/api/buddies/overview')).json()) as {
    incoming: { id: number }[];
  };
  const accepted = await a.request.post(`/api/buddies/requests/${overview.incoming[0]!.id}/accept`);
  expect(accepted.status()).toBe(200);
}

/** The screen at the three sizes, none scrolling sideways; back at the phone's after. */
async function atEverySize(page: Page, name: string, scrollTo: () => Promise<void>) {
  for (const viewport of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await scrollTo();
    await screenshot(page, name);
  }
  await page.setViewportSize(SCREEN_SIZES[1]!);
}

describe('sharing an answer with a buddy', () => {
  it('A shares a completed answer, B reacts and comments, and A reads it', async () => {
    const emailA = uniqueEmail('share-a');
    const emailB = uniqueEmail('share-b');
    const [nameA, nameB] = [nameOf(emailA), nameOf(emailB)];
    const a = await (await newPhoneContext(browser())).newPage();
    const b = await (await newPhoneContext(browser())).newPage();
    await signUp(a, emailA);
    await signUp(b, emailB);
    await completeTasks(a, [originStory]);
    await pair(a, b, emailA);

    // A shares it from the quest card, after saying yes to the question that names B.
    await a.goto('/quests');
    const questCard = a.getByRole('article', { name: originStory.title });
    const offer = questCard.getByRole('button', { name: 'Share with my buddy' });
    await offer.waitFor();
    await atEverySize(a, 'buddy-share-offer', () => questCard.scrollIntoViewIfNeeded());
    await offer.click();
    const ask = a.getByRole('alertdialog', { name: `Share this answer with ${nameB}?` });
    await ask.waitFor();
    await atEverySize(a, 'buddy-share-confirm', async () => {});
    await ask.getByRole('button', { name: 'Share' }).click();
    await expectToast(a, 'Answer Shared!');
    await questCard.getByText(`Shared with ${nameB}`).waitFor();
    await questCard.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await atEverySize(a, 'buddy-share-card', () => questCard.scrollIntoViewIfNeeded());

    // B reads it on /buddies, reacts and comments.
    await b.goto('/buddies');
    const shared = b
      .getByRole('region', { name: 'Shared with you' })
      .getByRole('article', { name: originStory.title });
    await shared.getByText('Done with care.').waitFor();
    await shared.getByText(`${nameA}’s answer`, { exact: false }).waitFor();
    const heart = shared.getByRole('button', { name: 'Heart' });
    await heart.click();
    await b.waitForFunction(
      () =>
        document.querySelector('button[aria-pressed="true"]')?.textContent?.includes('Heart') ===
        true,
    );
    await shared.getByLabel(/Your comment/).fill('What a lovely origin story.');
    await shared.getByRole('button', { name: 'Post Comment' }).click();
    await expectToast(b, 'Comment Saved!');
    await expectAccessible(b, 'buddies with a shared answer');
    await atEverySize(b, 'buddy-share-shared-with-you', () => shared.scrollIntoViewIfNeeded());

    // A sees B's reaction and comment under their own shared answer.
    await a.goto('/buddies');
    const mine = a
      .getByRole('region', { name: 'Your shared answers' })
      .getByRole('article', { name: originStory.title });
    await mine.getByText('What a lovely origin story.').waitFor();
    await mine.getByText(/Heart/).waitFor();
    await mine.getByText(`${nameB} responded`).waitFor();
    await atEverySize(a, 'buddy-share-your-shared', () => mine.scrollIntoViewIfNeeded());
  }, 150_000);
});

describe('pulling each other along', () => {
  it('A nudges a quiet B in one tap, B finds it in the bell, and their shared streak starts', async () => {
    const emailA = uniqueEmail('pull-a');
    const emailB = uniqueEmail('pull-b');
    const [nameA, nameB] = [nameOf(emailA), nameOf(emailB)];
    const a = await (await newPhoneContext(browser())).newPage();
    const b = await (await newPhoneContext(browser())).newPage();
    await signUp(a, emailA);
    await signUp(b, emailB);
    await pair(a, b, emailA);
    const checkedIn = await a.request.post('/api/checkins', { data: { response: 'Filmed.' } });
    expect(checkedIn.status()).toBe(201);

    // B has never checked in: A's card invites a streak and offers the nudge.
    await a.goto('/buddies');
    const card = a.getByRole('article', { name: nameB });
    await card.getByText('Check in today to start a streak together.').waitFor();
    await card.getByRole('button', { name: `Nudge ${nameB}` }).click();
    await expectToast(a, 'Nudge Sent');
    const done = card.getByRole('button', { name: 'Nudged today' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await atEverySize(a, 'buddy-nudged', () => card.scrollIntoViewIfNeeded());

    // B reads it in the bell, checks in, and both cards count the day.
    await b.goto('/buddies');
    await b
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await b
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(`A Nudge from ${nameA}`)
      .waitFor();
    const bChecksIn = await b.request.post('/api/checkins', { data: { response: 'Back.' } });
    expect(bChecksIn.status()).toBe(201);
    await b.reload();
    await b.getByRole('article', { name: nameA }).getByText('1 day together').waitFor();
    await a.reload();
    await card.getByText('1 day together').waitFor();
    await atEverySize(a, 'buddy-together', () => card.scrollIntoViewIfNeeded());
    await expectAccessible(a, 'a buddy card with a shared streak, nudged today');
  }, 40_000);
});
