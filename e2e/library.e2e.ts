import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { expectAccessible } from './support/axe.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-library-e2e-'));
const PDF_HEAD =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A PDF big enough (4 MB) that its upload, slowed down, shows the progress bar for a while. */
function writeLargePdf(name: string): string {
  const file = Buffer.alloc(4 * 1024 * 1024, 32);
  file.write(PDF_HEAD);
  const target = path.join(folder, name);
  fs.writeFileSync(target, file);
  return target;
}

/** Slows this page's uploads to about 1.5 MB/s, as on a phone network (null: full speed). */
async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number | null) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

async function finishRealm1Quests(page: Page) {
  for (const task of allTasksOf(realms[0]!)) {
    if (task.type === 'worksheet') {
      const upload = await page.request.put(`/api/quests/${task.id}/file`, {
        headers: { 'x-file-name': 'worksheet.pdf' },
        data: Buffer.from(PDF_HEAD),
      });
      expect(upload.status()).toBe(200);
    }
    const done = await page.request.post(`/api/quests/${task.id}/complete`, {
      data: task.type === 'worksheet' ? {} : { content: 'Written with care.' },
    });
    expect(done.status()).toBe(200);
  }
}

const resourceCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const studioRow = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('article', { name: title });

describe('the library and the content studio', () => {
  it('staff add, edit and delete resources; creators open what they unlocked, and more after a realm', async () => {
    // Staff: the studio.
    const staffContext = await newPhoneContext(browser());
    const studio = await staffContext.newPage();
    await signUp(studio, uniqueEmail('studio'));
    await makeStaff(studio);
    await studio.goto('/admin/cms');
    await studio.getByRole('heading', { name: 'Resource Management', level: 1 }).waitFor();
    await studioRow(studio, 'Audience Discovery Worksheet').waitFor();
    await screenshot(studio, 'library-studio');
    await expectAccessible(studio, 'the studio');

    // A realm 1 PDF, its upload slowed so the progress bar shows.
    await studio.getByRole('button', { name: 'Add Resource' }).click();
    const form = studio.getByRole('dialog', { name: 'Add Resource' });
    await form.getByRole('button', { name: 'Create Resource' }).click();
    await form.getByText('Title is required').waitFor();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(studio, 'the resource form with its error');
    await form.getByLabel('Title').fill('Storytelling Starter Kit');
    await form.getByLabel('Description').fill('Five story shapes to try in your first videos.');
    await form.getByLabel('Choose a file').setInputFiles(writeLargePdf('storytelling-kit.pdf'));
    await form.getByText('storytelling-kit.pdf').waitFor();
    await screenshot(studio, 'library-studio-form');
    await throttleUploads(staffContext, studio, 1.5 * 1024 * 1024);
    await form.getByRole('button', { name: 'Create Resource' }).click();
    const progress = form.getByRole('progressbar', { name: 'Uploading storytelling-kit.pdf' });
    await progress.waitFor();
    await studio.waitForFunction(() => {
      const bar = document.querySelector('[role=progressbar][aria-label^="Uploading"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      return value > 0 && value < 100;
    });
    await screenshot(studio, 'library-studio-uploading');
    await expectAccessible(studio, 'the resource form while uploading');
    await expectToast(studio, 'Resource created successfully');
    await form.waitFor({ state: 'detached' });
    await throttleUploads(staffContext, studio, null);
    await studioRow(studio, 'Storytelling Starter Kit').getByText('storytelling-kit.pdf').waitFor();

    // A realm 2 image (a real PNG), then edited.
    const imagePath = path.join(folder, 'message-map-example.png');
    fs.writeFileSync(
      imagePath,
      await studio.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }),
    );
    await studio.getByRole('button', { name: 'Add Resource' }).click();
    await form.getByLabel('Title').fill('Message Map Example');
    await form.getByLabel('Realm').selectOption({ label: 'Realm 2: Structure' });
    await form.getByLabel('Worksheet for quest').selectOption({ label: 'Message Map Worksheet' });
    await form.getByLabel('Choose a file').setInputFiles(imagePath);
    await form.getByRole('button', { name: 'Create Resource' }).click();
    await expectToast(studio, 'Resource created successfully');
    await form.waitFor({ state: 'detached' });
    await studio.getByRole('tab', { name: 'Realm 2 Structure' }).click();
    const imageRow = studioRow(studio, 'Message Map Example');
    await imageRow.getByRole('button', { name: 'Edit' }).click();
    const editForm = studio.getByRole('dialog', { name: 'Edit Resource' });
    await editForm.getByLabel('Title').fill('Message Map, Worked Example');
    await screenshot(studio, 'library-studio-edit');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(studio, 'Resource updated successfully');
    await studioRow(studio, 'Message Map, Worked Example').waitFor();
    await screenshot(studio, 'library-studio-realm-2');

    // A creator: realm 1 is open, realms 2 and 3 locked.
    const creatorContext = await newPhoneContext(browser());
    const library = await creatorContext.newPage();
    const creatorEmail = uniqueEmail('library');
    await signUp(library, creatorEmail);
    await library
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Resources' })
      .click();
    await library.getByRole('heading', { name: 'The Library', level: 1 }).waitFor();
    const kit = resourceCard(library, 'Storytelling Starter Kit');
    await kit.waitFor();
    await library.getByText('Complete Realm 1 to unlock these resources').waitFor();
    await library.getByText('Complete Realm 2 to unlock these resources').waitFor();
    await library.getByText('Message Map, Worked Example').waitFor();
    expect(await library.getByRole('link', { name: 'Manage' }).count()).toBe(0);
    await screenshot(library, 'library-creator');
    await expectAccessible(library, 'the library');
    await expectNoSidewaysScroll(library);

    // A PDF opens in a new tab, the server sending it inline (still private, still checked).
    const pdfLink = kit.getByRole('link', { name: 'Open file (opens in a new tab)' });
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    expect(await pdfLink.getAttribute('download')).toBeNull();
    const pdf = await library.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(
      /^inline; filename=storytelling-kit\.pdf;/,
    );
    expect(pdf.headers()['cache-control']).toBe('private, no-store');

    // The locked image has no address in the list, and its address is a 404.
    const listed = (await (await library.request.get('/api/resources')).json()) as {
      sections: { resources: { id: string; title: string; fileUrl: string | null }[] }[];
    };
    const lockedImage = listed.sections[1]!.resources.find(
      (resource) => resource.title === 'Message Map, Worked Example',
    )!;
    expect(lockedImage.fileUrl).toBeNull();
    expect((await library.request.get(`/api/resources/${lockedImage.id}/file`)).status()).toBe(404);

    // The worksheet quest links to its worksheet.
    await library.goto('/quests');
    const audienceQuest = resourceCard(library, 'Audience Discovery Worksheet');
    await audienceQuest.getByRole('button', { name: 'Start Quest' }).click();
    const templateLink = audienceQuest.getByRole('link', {
      name: 'Download the Audience Discovery Worksheet from the Library',
    });
    await templateLink.scrollIntoViewIfNeeded();
    await screenshot(library, 'library-quest-link');

    // Staff delete the realm 1 PDF, after the confirmation; creators stop seeing it.
    await studio.getByRole('tab', { name: 'Realm 1 Ideation' }).click();
    await studioRow(studio, 'Storytelling Starter Kit')
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = studio.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this resource?',
    });
    await confirm.waitFor();
    await screenshot(studio, 'library-studio-delete');
    await expectAccessible(studio, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(studio, 'Resource deleted');
    await studioRow(studio, 'Storytelling Starter Kit').waitFor({ state: 'detached' });
    await library.goto('/resources');
    await resourceCard(library, 'Audience Discovery Worksheet').waitFor();
    expect(await resourceCard(library, 'Storytelling Starter Kit').count()).toBe(0);

    // Finishing realm 1: 'New Resources Unlocked!' leads to realm 2's section.
    await finishRealm1Quests(library);
    await library.goto('/');
    const claim = library.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByLabel('Full name').fill('Lena Library');
    await claim.getByLabel('Street address').fill('12 Ember Lane');
    await claim.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(library, 'Reward Claimed!');
    const unlocked = library.getByRole('dialog', { name: 'New Resources Unlocked!' });
    await unlocked.waitFor();
    await unlocked.getByText('Realm 2: Structure · 3 resources').waitFor();
    await screenshot(library, 'library-unlocked-overlay');
    await expectAccessible(library, 'New Resources Unlocked!');
    await unlocked.getByRole('button', { name: 'Open the Library' }).click();
    await library.waitForURL('**/resources');
    const image = resourceCard(library, 'Message Map, Worked Example');
    const [imageTab] = await Promise.all([
      library.waitForEvent('popup'),
      image.getByRole('link', { name: 'Open file' }).click(),
    ]);
    await imageTab.waitForLoadState();
    expect(
      await imageTab.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(320);
    await screenshot(library, 'library-creator-realm-2');

    // Shown once: not again here, nor on another device.
    await library.goto('/');
    await library.getByRole('heading', { name: 'Structure' }).waitFor();
    await library.waitForLoadState('networkidle');
    expect(await unlocked.count()).toBe(0);
    const laptopContext = await newPhoneContext(browser(), LAPTOP);
    const laptop = await laptopContext.newPage();
    await laptop.goto('/auth');
    await laptop.getByLabel('Email').fill(creatorEmail);
    await laptop.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await laptop.getByRole('button', { name: 'Sign In' }).click();
    await laptop.getByRole('heading', { name: 'Structure' }).waitFor();
    await laptop.waitForLoadState('networkidle');
    expect(await laptop.getByRole('dialog', { name: 'New Resources Unlocked!' }).count()).toBe(0);
    await laptop.goto('/resources');
    await resourceCard(laptop, 'Message Map, Worked Example').waitFor();
    await screenshot(laptop, 'library-creator');
    await expectAccessible(laptop, 'the library on a laptop');
    await expectNoSidewaysScroll(laptop);
  }, 120_000);

  it('lays out the studio and its dialogs on a laptop', async () => {
    const context = await newPhoneContext(browser(), LAPTOP);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('studio-laptop'));
    await makeStaff(page);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'Manage' }).click();
    await page.getByRole('heading', { name: 'Resource Management', level: 1 }).waitFor();
    await studioRow(page, 'Launch Checklist Worksheet').waitFor();
    await screenshot(page, 'library-studio');
    await expectAccessible(page, 'the studio on a laptop');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Add Resource' }).click();
    await page.getByRole('dialog', { name: 'Add Resource' }).waitFor();
    await screenshot(page, 'library-studio-form');
    await expectAccessible(page, 'the resource form on a laptop');
  });
});
