import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { LAPTOP, useBrowser, newPhoneContext, signUp, uniqueEmail } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';
import { expectToast } from './support/toast.ts';
import { completeWrittenQuest, questCard } from './support/quests.ts';
import { completeTasks } from './support/journey-api.ts';

const browser = useBrowser();

/** No sideways scroll, and the header's title and the bottom navigation in view. */
async function expectLaidOut(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectInsideWindow(page.getByRole('heading', { level: 1 }));
  await expectInsideWindow(page.getByRole('navigation', { name: 'Main' }));
}

const realm1 = realms[0]!;
const worksheetPath = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-e2e-')),
  'audience-map.pdf',
);
fs.writeFileSync(
  worksheetPath,
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Whether the located element has the keyboard's focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Wholly inside the window and above the phone's tab bar (a scroll may still be gliding). */
async function expectInView(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      return Boolean(box && tabBar && box.y >= 0 && box.y + box.height <= tabBar.y);
    })
    .toBe(true);
  await expectInsideWindow(locator);
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** As a creator online does it: the card then says when it was completed. */
async function completeWrittenQuestOnline(page: Page, title: string, answer: string) {
  await completeWrittenQuest(page, title, answer);
  await questCard(page, title)
    .getByText(/^Completed on /)
    .waitFor();
}

describe('the creator’s journey', () => {
  it('completes realm 1, claims the kit, checks in, and finds it all on a second device', async () => {
    const email = uniqueEmail('journey');
    const phone = await newPhoneContext(browser());
    const page = await phone.newPage();
    await signUp(page, email);

    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await page.getByText('0 / 5 Complete').waitFor();
    await page.getByRole('heading', { name: 'Daily Check-in' }).waitFor();
    await screenshot(page, 'journey-dashboard-new');

    await tab(page, 'Quests').click();
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    await screenshot(page, 'journey-quests');

    // A journal answer needs words; a draft survives a reload.
    const [journal, worksheet, brainstorm, reflection] = realm1.quests;
    const journalCard = questCard(page, journal!.title);
    await journalCard.getByRole('button', { name: 'Start Quest' }).click();
    await journalCard.getByRole('button', { name: 'Complete Quest' }).click();
    await expectToast(page, 'Content Required');
    await page.getByText('Please write your response to complete this quest.').first().waitFor();
    await journalCard
      .getByLabel('Your response')
      .fill('The first video I made was for my grandmother.');
    await screenshot(page, 'journey-quest-open');
    await page.reload();
    // Begun and kept: continued, not started.
    await questCard(page, journal!.title).getByRole('button', { name: 'Continue' }).click();
    expect(await questCard(page, journal!.title).getByLabel('Your response').inputValue()).toBe(
      'The first video I made was for my grandmother.',
    );
    await questCard(page, journal!.title).getByRole('button', { name: 'Complete Quest' }).click();
    await expectToast(page, 'Quest Completed!');
    await questCard(page, journal!.title)
      .getByText(/^Completed on /)
      .waitFor();

    // A worksheet needs a file, checked by its content on the server.
    const worksheetCard = questCard(page, worksheet!.title);
    await worksheetCard.getByRole('button', { name: 'Start Quest' }).click();
    await worksheetCard.getByRole('button', { name: 'Complete Quest' }).click();
    await expectToast(page, 'File Required');
    await worksheetCard.locator('input[type=file]').setInputFiles(worksheetPath);
    await worksheetCard.getByText('audience-map.pdf').waitFor();
    await worksheetCard.getByRole('button', { name: 'Complete Quest' }).click();
    await worksheetCard.getByText(/^Completed on /).waitFor();

    const twentyIdeas = Array.from({ length: 20 }, (_, index) => `Idea ${index + 1}`).join('\n');
    await completeWrittenQuestOnline(page, brainstorm!.title, twentyIdeas);
    await completeWrittenQuestOnline(
      page,
      reflection!.title,
      'Ideas 3, 7 and 12 light me up: they are about teaching.',
    );
    await completeWrittenQuestOnline(
      page,
      realm1.finalTask!.title,
      'I will make the teaching series first.',
    );
    await screenshot(page, 'journey-quests-done');

    // The dashboard opens the claim by itself.
    await tab(page, 'Dashboard').click();
    const dialog = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await dialog.waitFor();
    await dialog.getByLabel('Full name').fill('Maya Rivera');
    await dialog.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(page, 'Missing Information');
    await dialog.getByLabel('Street address').fill('12 Ember Lane');
    await dialog.getByLabel('City').fill('Portland');
    await screenshot(page, 'journey-claim-dialog');
    await dialog.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(page, 'Reward Claimed!');
    await expectToast(page, 'Notification Sent!');
    await dialog.waitFor({ state: 'detached' });
    // Realm 2's library section holds the default worksheets: announced once, dismissed for now.
    const unlocked = page.getByRole('dialog', { name: 'New Resources Unlocked!' });
    await unlocked.getByRole('button', { name: 'Later' }).click();
    await unlocked.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Structure' }).waitFor();

    // Realm 2 is open on /quests and on the map.
    await tab(page, 'Quests').click();
    await questCard(page, realms[1]!.quests[0]!.title).waitFor();
    await tab(page, 'Realms').click();
    const journey = page.getByRole('list', { name: 'Your journey' });
    await journey
      .getByRole('listitem')
      .filter({ hasText: 'Realm 1: Ideation' })
      .getByText('Completed', { exact: true })
      .waitFor();
    await journey
      .getByRole('listitem')
      .filter({ hasText: 'Realm 2: Structure' })
      .getByText('Current', { exact: true })
      .waitFor();
    await screenshot(page, 'journey-realms');

    // The daily check-in, once.
    await tab(page, 'Dashboard').click();
    const checkin = page.getByRole('region', { name: 'Daily Check-in' });
    await checkin.getByRole('button', { name: 'Complete Check-in' }).click();
    await expectToast(page, 'Share Your Thoughts');
    await checkin.getByRole('textbox').fill('Outlined the teaching series.');
    await checkin.getByRole('button', { name: 'Complete Check-in' }).click();
    await expectToast(page, 'Daily Check-in Complete!');
    await checkin.waitFor({ state: 'detached' });
    await screenshot(page, 'journey-dashboard-after');

    // Another device, signed in as the same creator, sees all of it.
    const laptop = await newPhoneContext(browser());
    const other = await laptop.newPage();
    await other.goto('/auth');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('heading', { name: 'Structure' }).waitFor();
    expect(await other.getByRole('region', { name: 'Daily Check-in' }).count()).toBe(0);
    await other.getByText('Total Check-ins').waitFor();
    await other.goto('/quests?realm=1');
    await other.getByRole('heading', { name: 'Realm Mastered!' }).waitFor();
    const otherJournal = questCard(other, journal!.title);
    await otherJournal.getByText('Read your answer').click();
    await otherJournal.getByText('The first video I made was for my grandmother.').waitFor();
    await questCard(other, worksheet!.title).getByText('Read your answer').click();
    await questCard(other, worksheet!.title)
      .getByRole('link', { name: /audience-map\.pdf/ })
      .waitFor();
    await laptop.close();
    await phone.close();
  });

  it('takes the creator to each next step, and makes the end of a realm a moment (390 × 844)', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('moment'));

    // The first step, from the dashboard to the quest itself, its button focused.
    const [journal] = realm1.quests;
    await page.getByRole('link', { name: 'Start your first quest' }).click();
    const firstStart = questCard(page, journal!.title).getByRole('button', { name: 'Start Quest' });
    await expect.poll(() => isFocused(firstStart)).toBe(true);
    await firstStart.press('Enter');
    await expect
      .poll(() => isFocused(questCard(page, journal!.title).getByLabel('Your response')))
      .toBe(true);

    // Everything but the final task done elsewhere: the dashboard names what is next.
    await completeTasks(page, realm1.quests);
    await page.reload();
    await tab(page, 'Dashboard').click();
    const final = realm1.finalTask!;
    await page.getByRole('link', { name: `Continue: ${final.title}` }).click();
    await completeWrittenQuest(page, final.title, 'I will make the teaching series first.');

    // The realm mastered: the card in view, its heading focused (not the page), the kit described.
    const mastery = page.getByRole('region', { name: 'Realm Mastery Achieved' });
    await expect
      .poll(() => isFocused(mastery.getByRole('heading', { name: 'Realm Mastery Achieved' })))
      .toBe(true);
    await expectInView(page, mastery);
    await mastery.getByRole('button', { name: 'Claim Your Ember Kit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await dialog
      .getByText('A box of creative tools, posted to you to celebrate finishing Ideation.')
      .waitFor();
    await context.close();
  });

  it('lays out the journey on a laptop too', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('laptop'));
    await page.getByRole('heading', { name: 'Ideation' }).waitFor();
    await screenshot(page, 'journey-dashboard');
    await expectLaidOut(page);
    await tab(page, 'Quests').click();
    await questCard(page, realm1.quests[0]!.title)
      .getByRole('button', { name: 'Start Quest' })
      .click();
    await screenshot(page, 'journey-quests');
    await expectNoSidewaysScroll(page);
    await expectInsideWindow(page.getByRole('button', { name: 'Complete Quest' }));
    await tab(page, 'Realms').click();
    await page.getByRole('list', { name: 'Your journey' }).waitFor();
    await screenshot(page, 'journey-realms');
    await expectLaidOut(page);
    await context.close();
  });

  it('keeps showing the journey when the connection drops', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('offline'));
    await tab(page, 'Quests').click();
    await completeWrittenQuestOnline(
      page,
      realm1.quests[0]!.title,
      'Written before the train went into the tunnel.',
    );
    await tab(page, 'Realms').click();
    await page.getByRole('list', { name: 'Your journey' }).waitFor();

    await context.setOffline(true);
    await tab(page, 'Dashboard').click();
    await page.getByText('1 / 5 Complete').waitFor();
    await tab(page, 'Quests').click();
    await questCard(page, realm1.quests[0]!.title)
      .getByText(/^Completed on /)
      .waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('paints a reopened app from its copy when the server answers the progress unchanged (304)', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const progressAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/progress')
        progressAnswers.push(response.status());
    });
    await signUp(page, uniqueEmail('etag'));
    await tab(page, 'Quests').click();
    await completeWrittenQuest(page, realm1.quests[0]!.title, 'Kept on this phone.');
    await tab(page, 'Dashboard').click();
    await page.getByText('1 / 5 Complete').waitFor();
    await expect.poll(() => progressAnswers.at(-1)).toBe(200);

    // Reopened on a screen the server does not draw: `/` comes with the progress in the page and
    // asks nothing at all (decision 026, e2e/first-paint.e2e.ts).
    await tab(page, 'Quests').click();
    const answered = progressAnswers.length;
    await page.reload();
    const card = questCard(page, realm1.quests[0]!.title);
    await expect.poll(() => progressAnswers.slice(answered)).toContain(304);
    await card.getByText('Read your answer').click();
    await card.getByText('Kept on this phone.').waitFor();
    // Nothing changed since the last full answer: every ask since the reload was a 304.
    expect(progressAnswers.slice(answered).every((status) => status === 304)).toBe(true);
    await context.close();
  });

  it('after realm 2, offers to pass the flame before the claim form', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('flame'));
    // Realms 1 and 2 done through the API (the browser's own session), realm 1's kit claimed.
    const api = page.request;
    for (const realm of realms.slice(0, 2)) {
      for (const task of [...realm.quests, realm.finalTask!]) {
        if (task.type === 'worksheet') {
          const upload = await api.put(`/api/quests/${task.id}/file`, {
            headers: { 'x-file-name': 'sheet.pdf' },
            data: fs.readFileSync(worksheetPath),
          });
          expect(upload.status()).toBe(200);
        }
        const done = await api.post(`/api/quests/${task.id}/complete`, {
          data: task.type === 'worksheet' ? {} : { content: 'Done with care.' },
        });
        expect(done.status()).toBe(200);
      }
      if (realm.id === 1) {
        const claim = await api.post('/api/realms/1/complete', {
          data: { name: 'Flame Keeper', email: 'flame@emberpath.test', address: '1 Hearth Road' },
        });
        expect(claim.status()).toBe(201);
      }
    }

    await page.reload();
    const dialog = page.getByRole('dialog', { name: "You've Lit the Way for Another" });
    await dialog.waitFor();
    await screenshot(page, 'journey-pass-the-flame');
    expect(await dialog.getByLabel('Street address').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Not Now' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByLabel('Street address').waitFor();
    await claim.getByRole('button', { name: 'Close' }).click();

    // The card reopens it; this time the creator chooses to invite. Completing the realm (the
    // claim) is what grants the invitation, so the kit is claimed first, then the form opens.
    await page.getByRole('button', { name: 'Claim Your Ember Kit' }).click();
    await page
      .getByRole('dialog', { name: "You've Lit the Way for Another" })
      .getByRole('button', { name: 'Invite a Creator' })
      .click();
    const claimFirst = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claimFirst.getByLabel('Full name').fill('Flame Keeper');
    await claimFirst.getByLabel('Street address').fill('1 Hearth Road');
    await claimFirst.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await page.waitForURL('**/invite-creator');
    await page
      .getByRole('form', { name: 'Invite a creator' })
      .getByLabel(/Their name/)
      .waitFor();
    await context.close();
  });
});
