import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { realms } from '#content/realms.ts';
import {
  baseUrl,
  clickWhenReady,
  LAPTOP,
  makeStaff,
  newPhoneContext,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { claimKit, completeTasks, finishRealmTasks } from './support/journey-api.ts';
import { completeWrittenQuest } from './support/quests.ts';
import { screenshotAtBothSizes, screenshot } from './support/screenshots.ts';
import { signUpInPage } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

/**
 * Issue 20's momentum and no-dead-end paths, as a creator walks them: the
 * celebration and the kit claim on the quests screen, a cancelled kit claimed
 * again, the finish of the written journey, a request across realms refused
 * when sent, and the staff's way into the console.
 */
const browser = useBrowser();
const realm1 = realms[0]!;

async function staffRequest(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { cookie: inject('staffCookie'), 'content-type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(response.ok).toBe(true);
  return response.json() as Promise<{ items: { id: number }[] }>;
}

/** The celebration's moving parts: how many animations run in it now. */
const runningAnimations = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Realm Mastery Achieved' }) })
    .evaluate((section) => section.getAnimations({ subtree: true }).length);

describe('momentum and no dead ends', () => {
  it('celebrates the last quest, claims the kit on the quests screen, and a cancelled kit is claimed again', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail('flow-kit');
    await signUpInPage(page, { email, name: 'Kit Keeper' });
    await completeTasks(page, realm1.quests);

    await page.goto('/quests');
    const finalCard = page.getByRole('article', { name: realm1.finalTask!.title });
    await finalCard.getByText('Up next').waitFor();
    await completeWrittenQuest(page, realm1.finalTask!.title, 'I will film the first episode.');
    await page.getByRole('heading', { name: 'Realm Mastery Achieved' }).waitFor();
    expect(await runningAnimations(page)).toBeGreaterThan(0);
    await screenshotAtBothSizes(page, 'creator-flow-celebration');

    await page.getByRole('button', { name: 'Claim Your Ember Kit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    expect(await dialog.getByLabel(/Full name/).inputValue()).toBe('Kit Keeper');
    expect(await dialog.getByLabel(/Street address/).inputValue()).toBe('');
    await dialog.getByLabel(/Street address/).fill('12 Ember Lane');
    await dialog.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
    await dialog.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(page, 'Reward Claimed!');
    await page
      .getByText(/is claimed: our team will prepare it/)
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'Realm Mastered!' }).waitFor();
    await page.getByRole('link', { name: /On to Realm 2: Structure/ }).waitFor();

    // Staff cancel the kit: the creator corrects the address from the journey map.
    const claims = await staffRequest(`/api/admin/claims?search=${encodeURIComponent(email)}`);
    await staffRequest(`/api/admin/claims/${claims.items[0]!.id}/status`, {
      method: 'POST',
      body: { status: 'cancelled', cancelReason: 'The address could not be reached.' },
    });
    await page.goto('/realms');
    await page.getByText('Realm Mastered', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Correct the address and claim again' }).click();
    const again = page.getByRole('dialog', { name: 'Claim Your Ember Kit Again' });
    await again.getByText(/The address could not be reached\./).waitFor();
    // The address book kept what was typed at the first claim; it fills the form once it arrives.
    await expect.poll(() => again.getByLabel(/Street address/).inputValue()).toBe('12 Ember Lane');
    await screenshotAtBothSizes(page, 'creator-flow-claim-again');
    await again.getByLabel(/Street address/).fill('14 Ember Lane');
    await again.getByRole('button', { name: 'Claim My Ember Kit Again' }).click();
    await expectToast(page, 'Claim Sent Again');
    await page.getByText('Ember Kit: Pending.').waitFor();
    expect(
      await page.getByRole('button', { name: 'Correct the address and claim again' }).count(),
    ).toBe(0);
  });

  it('keeps the celebration still for those who prefer reduced motion', async () => {
    const context = await browser().newContext({
      viewport: LAPTOP,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signUpInPage(page, { email: uniqueEmail('flow-still'), name: 'Still Sam' });
    await finishRealmTasks(page, 1);
    await page.goto('/quests');
    await page.getByRole('button', { name: 'Claim Your Ember Kit' }).waitFor();
    expect(await runningAnimations(page)).toBe(0);
    await context.close();
  });

  it('marks the finish of the written journey, and a check-in done today', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUpInPage(page, { email: uniqueEmail('flow-finish'), name: 'Finn Ish' });
    for (const realmId of [1, 2, 3]) {
      await finishRealmTasks(page, realmId);
      await claimKit(page, realmId);
    }
    const checkin = await page.request.post('/api/checkins', { data: { response: 'Done.' } });
    expect(checkin.status()).toBe(201);
    await page.goto('/');
    const later = page.getByRole('button', { name: 'Later' });
    await later.click({ timeout: 5_000 }).catch(() => undefined);
    const finish = page.getByRole('region', { name: 'Every Realm Mastered' });
    await finish.waitFor();
    await finish.getByText('15 quests').waitFor();
    await finish.getByText(/Realm 4: .* is being prepared\./).waitFor();
    await page.getByRole('region', { name: 'Checked in today' }).getByText(/1 day/).waitFor();
    expect(await page.getByRole('link', { name: /Continue Your Quests/ }).count()).toBe(0);
    await screenshotAtBothSizes(page, 'creator-flow-finish');
  });

  it('refuses a buddy request across realms when sent, from the email field of the empty page', async () => {
    const context = await newPhoneContext(browser());
    const ahead = await context.newPage();
    const aheadEmail = uniqueEmail('flow-ahead');
    await signUpInPage(ahead, { email: aheadEmail, name: 'Ahead Ana' });
    await finishRealmTasks(ahead, 1);
    await claimKit(ahead, 1);

    const otherContext = await newPhoneContext(browser());
    const page = await otherContext.newPage();
    await signUpInPage(page, { email: uniqueEmail('flow-behind'), name: 'Behind Bo' });
    await page.goto('/buddies');
    const empty = page.locator('section', {
      has: page.getByRole('heading', { name: 'No realm buddies yet' }),
    });
    await empty.getByLabel('Their email address').fill(aheadEmail);
    await empty.getByRole('button', { name: 'Send Request' }).click();
    await page
      .getByText(
        'You are in Realm 1: Ideation, and the creator at that address is in another realm. Buddies pair within the same realm.',
      )
      .first()
      .waitFor();
    await screenshot(page, 'creator-flow-buddies-different-realms');

    // A locked realm's quests page has a way back.
    await page.goto('/quests?realm=3');
    await page.getByRole('link', { name: 'Back to your current realm' }).click();
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    await page.getByText('Realm 1: Ideation').first().waitFor();
  });

  it('offers staff the console from the user menu', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await signUpInPage(page, { email: uniqueEmail('flow-staff'), name: 'Staff Stef' });
    await makeStaff(page);
    await page.goto('/');
    // The drawn / answers taps once its code has run.
    await clickWhenReady(
      page.getByRole('button', { name: /Open user menu/ }),
      page.getByRole('menuitem', { name: 'Staff console' }),
    );
    await page.getByRole('menuitem', { name: 'Staff console' }).click();
    await page.waitForURL('**/admin**');
  });
});
