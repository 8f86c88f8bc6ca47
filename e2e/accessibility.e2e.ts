import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { signedInPages } from '#web/app/signed-in-pages.ts';
import { visitorPages } from '#web/app/visitor-pages.ts';
import { expectAccessible } from './support/axe.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';

/**
 * Every screen of the app's own route table (visitor and signed-in pages, as
 * the router reads them), and every open state a creator can reach, audited
 * with axe-core's WCAG 2.1 A and AA rules at a phone and a laptop size. A new
 * page in signed-in-pages.ts or visitor-pages.ts is audited without anyone
 * adding it here; a new dialog or menu gets a line in `openStates`.
 */

const browser = useBrowser();

/** A concrete address for a route pattern (`/admin/*` → `/admin/overview`). */
const concretePath = (pattern: string) => pattern.replace('*', 'overview');

async function waitForScreen(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Finishes a realm's quests through the API, as the signed-in creator on `page`. */
async function finishRealmTasks(page: Page, realmId: number) {
  const realm = realms.find((candidate) => candidate.id === realmId)!;
  for (const task of allTasksOf(realm)) {
    if (task.type === 'worksheet') {
      const upload = await page.request.put(`/api/quests/${task.id}/file`, {
        headers: { 'x-file-name': 'worksheet.pdf' },
        data: PDF,
      });
      expect(upload.status()).toBe(200);
    }
    const done = await page.request.post(`/api/quests/${task.id}/complete`, {
      data: task.type === 'worksheet' ? {} : { content: 'An answer for the audit.' },
    });
    expect(done.status()).toBe(200);
  }
}

async function claimKit(page: Page, realmId: number) {
  const claim = await page.request.post(`/api/realms/${realmId}/complete`, {
    data: { name: 'Audit Creator', email: 'audit@emberpath.test', address: '1 Lane' },
  });
  expect(claim.status()).toBe(201);
}

/** Each open state: how to reach it from a signed-in creator's dashboard, and its name. */
const openStates: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'a started quest of every type',
    open: async (page) => {
      await visit(page, '/quests');
      const startButtons = page.getByRole('button', { name: 'Start Quest' });
      // Each click replaces its button with the quest's form, so take the first each time.
      while ((await startButtons.count()) > 0) await startButtons.first().click();
      expect(await page.getByLabel('Your response').count()).toBe(4);
      await page.getByText('Choose a file').first().waitFor();
    },
  },
  {
    name: 'a refused quest with its toast',
    open: async (page) => {
      await visit(page, '/quests');
      await page.getByRole('button', { name: 'Start Quest' }).first().click();
      await page.getByRole('button', { name: 'Complete Quest' }).first().click();
      await page.getByText('Content Required').waitFor();
    },
  },
  {
    name: 'the user menu',
    open: async (page) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the notifications popover',
    open: async (page) => {
      await visit(page, '/');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('accessibility on a %s', (_size, viewport) => {
  it('every visitor screen, and the 404 page', async () => {
    const context = await newPhoneContext(browser(), viewport);
    const page = await context.newPage();
    for (const { path } of visitorPages) {
      await visit(page, path);
      await expectAccessible(page, path);
    }
    await visit(page, '/no/such/place');
    await expectAccessible(page, 'the 404 page');
    await context.close();
  });

  it('every signed-in screen, as a creator and as staff', async () => {
    const context = await newPhoneContext(browser(), viewport);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y'));
    const creatorPages = signedInPages.filter((candidate) => !candidate.isStaffOnly);
    for (const { path } of creatorPages) {
      await visit(page, concretePath(path));
      await expectAccessible(page, path);
    }
    await makeStaff(page);
    for (const { path } of signedInPages.filter((candidate) => candidate.isStaffOnly)) {
      await visit(page, concretePath(path));
      // Staff stay in the console (its home may lead on to a tab); anyone else is sent to /.
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\//);
      await expectAccessible(page, `${path} (staff)`);
    }
    await context.close();
  });

  it.each(openStates)('$name', async ({ name, open }) => {
    const context = await newPhoneContext(browser(), viewport);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-state'));
    await open(page);
    await expectAccessible(page, name);
    await context.close();
  });

  it('the reward dialog: the invitation step, the claim form, and its errors', async () => {
    const context = await newPhoneContext(browser(), viewport);
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-reward'));
    await finishRealmTasks(page, 1);
    await claimKit(page, 1);
    await finishRealmTasks(page, 2);
    await visit(page, '/');

    await page.getByRole('dialog', { name: "You've Lit the Way for Another" }).waitFor();
    await expectAccessible(page, 'the invitation step');
    await page.getByRole('button', { name: 'Not Now' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.waitFor();
    await expectAccessible(page, 'the claim form');
    for (const label of ['Full name', 'Email', 'Street address']) {
      await claim.getByLabel(label).fill('');
    }
    await claim.getByRole('button', { name: /Claim/ }).click();
    await page.getByText('Missing Information').waitFor();
    await expectAccessible(page, 'the claim form with its errors');
    await context.close();
  });
});
