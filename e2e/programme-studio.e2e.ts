import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { clickWhenReady, LAPTOP, PHONE, useBrowser, SCREEN_SIZES } from './support/browser.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { confirmedStaffCookies, signedInPage } from './support/own-server.ts';
import { cookieOf, PASSWORD, signUpThroughApi } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const STAFF_EMAIL = 'studio-staff@emberpath.test';

// Its own server: publishing realm 4 would change what every other file's creators see.
let server: Awaited<ReturnType<typeof runningServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-studio-'));
  server = await runningServer(dataDir, { ADMIN_EMAILS: STAFF_EMAIL, RATE_LIMIT: 'false' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The staff member: a listed address, confirmed with its logged link and its password. */
const staffCookies = () => confirmedStaffCookies(server, STAFF_EMAIL);

const newQuests = [
  { type: 'Journal', title: 'Find Your Frequency', word: 'frequency' },
  { type: 'Worksheet (a file to upload)', title: 'Channel Map', word: 'channels' },
  { type: 'Brainstorm', title: 'Hook Storm', word: 'hooks' },
  { type: 'Reflection', title: 'What Carried', word: 'echoes' },
];

async function writeQuest(
  page: Page,
  quest: { type: string; title: string; word: string },
  button: string,
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type').selectOption({ label: quest.type });
  await dialog.getByLabel('Title').fill(quest.title);
  await dialog.getByLabel('Description').fill(`A quest about ${quest.word}.`);
  await dialog.getByLabel('Prompt').fill(`Write about your ${quest.word} this week.`);
  await dialog.getByLabel('Affirmation').fill(`My ${quest.word} carry.`);
  await dialog.getByRole('button', { name: /^Add (quest|final task)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: quest.title }).waitFor();
}

const questOrder = async (page: Page) =>
  page.getByRole('region', { name: 'Quests' }).getByRole('heading', { level: 3 }).allTextContents();

describe('the programme studio', () => {
  it('staff write realm 4, reorder it by keyboard, preview and publish it; a creator waiting is told, walks it and claims its kit', async () => {
    const staff = await signedInPage(browser(), server, await staffCookies(), LAPTOP);
    const creatorSignUp = await signUpThroughApi(server.baseUrl, {
      email: 'waiting@emberpath.test',
      name: 'Wren Waiting',
    });
    const creator = await signedInPage(browser(), server, cookieOf(creatorSignUp), PHONE);
    for (const realmId of [1, 2, 3]) {
      await finishRealmTasks(creator, realmId);
      await claimKit(creator, realmId);
    }

    await staff.goto('/admin/programme');
    await staff.getByRole('link', { name: /Amplification/ }).click();
    await staff.getByRole('heading', { name: 'Realm 4: Amplification' }).waitFor();
    for (const quest of newQuests) await writeQuest(staff, quest, 'Add a quest');
    await writeQuest(
      staff,
      { type: 'Reflection', title: 'Sound the Horn', word: 'voice' },
      'Add the final task',
    );
    expect(await questOrder(staff)).toEqual(newQuests.map((quest) => quest.title));

    // Publish waits, saying what is missing: the worksheet's template and the realm's own words.
    const checklist = staff.getByRole('list', { name: 'Before it can open' });
    await expect
      .poll(() => checklist.getByRole('listitem').allTextContents())
      .toEqual([
        "Give the worksheet 'Channel Map' a template from the library.",
        "Write the realm's description: it still has the placeholder line.",
        'Describe the Ember Kit: it still has the placeholder words.',
      ]);
    expect(await staff.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await screenshot(staff, 'studio-publish-checklist');
    const words = staff.getByRole('region', { name: 'Realm and Ember Kit' });
    await words.getByLabel(/^Description/).fill('Let your work be heard, far and wide.');
    await words.getByLabel(/^Kit description/).fill('A pocket megaphone and a sticker sheet.');
    await words.getByRole('button', { name: 'Save realm' }).click();
    await expectToast(staff, 'Realm saved');
    const template = await staff.request.post('/api/admin/resources', {
      data: { title: 'Channel Map Template', type: 'download', realmId: 4 },
    });
    expect(template.status(), await template.text()).toBe(201);
    const realmFour = (await (await staff.request.get('/api/admin/programme/realms/4')).json()) as {
      quests: { id: string; title: string }[];
    };
    const channelMap = realmFour.quests.find((quest) => quest.title === 'Channel Map')!;
    const attached = await staff.request.put(
      `/api/admin/programme/quests/${channelMap.id}/template`,
      { data: { resourceId: ((await template.json()) as { id: string }).id } },
    );
    expect(attached.status(), await attached.text()).toBe(200);
    await staff.reload();
    await staff.getByRole('heading', { name: 'Realm 4: Amplification' }).waitFor();
    expect(await checklist.count()).toBe(0);
    await screenshot(staff, 'studio-realm-editor');
    await expectAccessible(staff, 'the realm editor');

    // Reorder by keyboard: the handle, Space to lift, an arrow down, Space to drop.
    await staff.getByRole('button', { name: 'Move Find Your Frequency', exact: true }).focus();
    // Each key waits for the spoken answer to the one before: the sortable measures the
    // list after the lift, and an arrow pressed before that is dropped on a slow machine.
    const liveRegion = staff.locator('[id^="DndLiveRegion"]');
    const spoken = (words: RegExp) => expect.poll(() => liveRegion.textContent()).toMatch(words);
    await staff.keyboard.press('Space');
    await spoken(/^(Picked up Find Your Frequency|Find Your Frequency moved to place 1)/);
    await staff.keyboard.press('ArrowDown');
    await spoken(/^Find Your Frequency moved to place 2 of 4\.$/);
    await staff.keyboard.press('Space');
    const reordered = ['Channel Map', 'Find Your Frequency', 'Hook Storm', 'What Carried'];
    await expect.poll(() => questOrder(staff)).toEqual(reordered);
    await staff.reload();
    await staff.getByRole('heading', { name: 'Realm 4: Amplification' }).waitFor();
    await expect.poll(() => questOrder(staff)).toEqual(reordered);

    // The preview: as a creator reaching the realm sees it; nothing is saved.
    await staff.getByRole('link', { name: 'Preview' }).click();
    await staff.getByRole('heading', { name: 'Amplification', level: 2 }).first().waitFor();
    for (const quest of newQuests) {
      const card = staff.getByRole('article', { name: quest.title });
      await card.getByRole('button', { name: 'Start Quest' }).click();
      await card.getByText(`Write about your ${quest.word} this week.`).waitFor();
    }
    await expectAccessible(staff, 'the realm preview with every quest open');
    await screenshot(staff, 'studio-preview');
    const journal = staff.getByRole('article', { name: 'Find Your Frequency' });
    await journal.getByLabel('Your response').fill('Trying it out.');
    await journal.getByRole('button', { name: 'Complete Quest' }).click();
    await expectToast(staff, 'This is a preview');

    await staff.getByRole('link', { name: 'Back to editing' }).click();
    await staff.getByRole('button', { name: 'Publish' }).click();
    const publish = staff.getByRole('dialog', { name: 'Publish Amplification' });
    await expectInsideWindow(publish.getByRole('button', { name: 'Open it now' }));
    await publish.getByRole('button', { name: 'Open it now' }).click();
    await expectToast(staff, 'Amplification is open');
    await staff.getByText('Live', { exact: true }).waitFor();

    // The creator who finished realm 3 is told, and walks realm 4.
    await creator.goto('/');
    // The news of the library's unlocked sections comes first, when it has not been seen.
    await creator
      .getByRole('dialog', { name: 'New Resources Unlocked!' })
      .getByRole('button', { name: 'Later' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const bell = creator.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    // The drawn / answers taps once its code has run.
    await clickWhenReady(bell, creator.getByRole('dialog', { name: 'Notifications' }));
    const news = creator
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Realm 4: Amplification Is Open!' });
    await news.getByRole('button', { name: 'Take Action' }).click();
    await creator.waitForURL('**/quests?realm=4');
    const first = creator.getByRole('article', { name: 'Find Your Frequency' });
    await first.getByRole('button', { name: 'Start Quest' }).click();
    await first.getByText('Write about your frequency this week.').waitFor();
    await first.getByLabel('Your response').fill('Mornings, on video.');
    await first.getByRole('button', { name: 'Complete Quest' }).click();
    await expectToast(creator, 'Quest Completed!');
    await expectNoSidewaysScroll(creator);

    // Started by a creator: the realm stays open, and staff are told why.
    await staff.getByRole('button', { name: 'Back to draft' }).click();
    const backToDraft = staff.getByRole('alertdialog', {
      name: 'Take Amplification back to draft?',
    });
    await backToDraft.getByRole('button', { name: 'Back to draft' }).click();
    await expectToast(staff, 'Creators Have Started');
    await screenshot(creator, 'studio-realm-4-as-creator');

    // The rest through the API, then the kit.
    const realm4 = (
      (await (await creator.request.get('/api/progress')).json()) as {
        realms: { id: number; quests: { id: string; type: string }[]; finalTask: { id: string } }[];
      }
    ).realms.find((realm) => realm.id === 4)!;
    for (const quest of [...realm4.quests.slice(0), realm4.finalTask]) {
      if ('type' in quest && quest.type === 'worksheet') {
        await creator.request.put(`/api/quests/${quest.id}/file`, {
          headers: { 'x-file-name': 'map.pdf' },
          data: Buffer.from('%PDF-1.4\n%%EOF\n'),
        });
      }
      await creator.request.post(`/api/quests/${quest.id}/complete`, {
        data: 'type' in quest && quest.type === 'worksheet' ? {} : { content: 'Done.' },
      });
    }
    await claimKit(creator, 4);
    await creator.goto('/realms');
    const realmFive = creator.getByRole('listitem').filter({ hasText: 'Community' });
    await realmFive.getByText('Coming Soon').first().waitFor();
  });

  it('lists the ten realms with their state at a phone and a laptop size', async () => {
    const staff = await signedInPage(
      browser(),
      server,
      cookieOf(
        await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: STAFF_EMAIL, password: PASSWORD }),
        }),
      ),
    );
    await staff.goto('/admin/programme');
    await staff.getByRole('link', { name: /Mastery/ }).waitFor();
    for (const viewport of SCREEN_SIZES) {
      await staff.setViewportSize(viewport);
      await expectNoSidewaysScroll(staff);
      await screenshot(staff, 'studio-programme');
    }
    await expectAccessible(staff, 'the programme list');
  });
});
