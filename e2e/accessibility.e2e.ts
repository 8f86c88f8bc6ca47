import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPages } from '#web/app/signed-in-pages.ts';
import { visitorPages } from '#web/app/visitor-pages.ts';
import { expectAccessible } from './support/axe.ts';
import { receiveBuddyRequest } from './support/buddies.ts';
import {
  baseUrl,
  clickWhenReady,
  LAPTOP,
  linkFromLoggedEmail,
  makeStaff,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { signUpInPage } from './support/sign-up.ts';

/**
 * Every screen of the app's own route table (visitor and signed-in pages, as
 * the router reads them), and every open state a creator can reach, audited
 * with axe-core's WCAG 2.1 A and AA rules at a phone and a laptop size. A new
 * page in signed-in-pages.ts or visitor-pages.ts is audited without anyone
 * adding it here; a new dialog or menu gets a line in `openStates`.
 */

const browser = useBrowser();

/** A concrete address for a route pattern (`/admin/*` → `/admin/overview`; a realm is realm 4, a draft). */
const concretePath = (pattern: string) => pattern.replace('*', 'overview').replace(':realmId', '4');

async function waitForScreen(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** A draft realm with a quest, its final task and its own words: ready to publish (never published here). */
async function readyDraftRealm(page: Page, realmId: number): Promise<void> {
  const realm = `/api/admin/programme/realms/${realmId}`;
  const words = await page.request.patch(realm, {
    data: { description: 'A realm written for the audit.', kitDescription: 'A kit for the audit.' },
  });
  expect(words.status()).toBe(200);
  for (const isFinal of [false, true]) {
    const added = await page.request.post(`${realm}/quests`, {
      data: {
        type: 'journal',
        title: isFinal ? 'Last Word' : 'First Word',
        description: 'A quest.',
        prompt: 'Write it.',
        affirmation: 'It is written.',
        isFinal,
      },
    });
    // 409: the final task is there already, from an earlier size.
    expect([201, 409]).toContain(added.status());
  }
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
}

const CREATOR_NAME = 'Ada Audit';

/** A new creator signed in on `page` through the API: the open states start from a page of their own. */
/** A creator who has completed realms 1 and 2, on the Pass the Flame form. */
async function openInviteForm(page: Page) {
  await finishRealmTasks(page, 1);
  await claimKit(page, 1);
  await finishRealmTasks(page, 2);
  await claimKit(page, 2);
  await visit(page, '/invite-creator');
  await page.getByRole('form', { name: 'Invite a creator' }).waitFor();
}

/** Sends the invitation from the open form; returns the invitee's address. */
async function sendInvite(page: Page): Promise<string> {
  const inviteeEmail = uniqueEmail('a11y-invitee');
  await page.getByLabel(/Their name/).fill('Noor Haddad');
  await page.getByLabel(/Their email/).fill(inviteeEmail);
  await page.getByLabel('Personal message (optional)').fill('Come build with me.');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  await page.getByRole('heading', { name: 'Invite Sent!' }).waitFor();
  return inviteeEmail;
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
      // Announced: the toast is written into a polite live region.
      await page.locator('[aria-live="polite"]').getByText('Content Required').waitFor();
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
    name: "the programme studio's quest dialog with its errors",
    open: async (page) => {
      await makeStaff(page);
      await visit(page, '/admin/programme/realms/4');
      await page.getByRole('button', { name: 'Add a quest' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a quest' });
      await dialog.getByRole('button', { name: 'Add quest' }).click();
      await dialog.getByText('Please write the title.').waitFor();
    },
  },
  {
    name: "the programme studio's publish dialog, scheduling",
    open: async (page) => {
      await makeStaff(page);
      // Publish waits for a ready realm: realm 10, which no other file writes, is made ready.
      await readyDraftRealm(page, 10);
      await visit(page, '/admin/programme/realms/10');
      await page.getByRole('button', { name: 'Publish' }).click();
      const dialog = page.getByRole('dialog', { name: /^Publish / });
      await dialog.getByLabel('At a day and time').check();
      await dialog.getByLabel('Time zone').waitFor();
    },
  },
  {
    name: 'a quest lifted to be moved in the programme studio',
    open: async (page) => {
      await makeStaff(page);
      await visit(page, '/admin/programme/realms/1');
      const handle = page.getByRole('button', { name: 'Move The Idea Storm', exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      // Lifted: dnd-kit marks the handle pressed until the quest is dropped.
      await page.locator('[aria-label="Move The Idea Storm"][aria-pressed="true"]').waitFor();
    },
  },
  {
    name: "the console's 'Cancel kit' dialog with its error",
    open: async (page) => {
      await finishRealmTasks(page, 1);
      await claimKit(page, 1);
      await makeStaff(page);
      await visit(page, '/admin/claims?status=pending');
      await page.getByRole('button', { name: 'Cancel kit' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Kit' });
      await dialog.getByRole('button', { name: 'Cancel kit' }).click();
      await dialog.getByText('Please say why the kit is cancelled.').waitFor();
    },
  },
  {
    name: 'the celebration and kit claim on the quests screen',
    open: async (page) => {
      await finishRealmTasks(page, 1);
      await visit(page, '/quests');
      await page.getByRole('heading', { name: 'Realm Mastery Achieved' }).waitFor();
    },
  },
  {
    name: 'the finish of the written journey, checked in today',
    open: async (page) => {
      for (const realmId of [1, 2, 3]) {
        await finishRealmTasks(page, realmId);
        await claimKit(page, realmId);
      }
      await page.request.post('/api/checkins', { data: { response: 'Done.' } });
      await page.goto('/');
      await page.getByRole('button', { name: 'Later' }).click();
      await page.getByRole('region', { name: 'Every Realm Mastered' }).waitFor();
    },
  },
  {
    name: 'a cancelled kit claimed again from the journey map',
    open: async (page) => {
      await finishRealmTasks(page, 1);
      await claimKit(page, 1);
      await makeStaff(page);
      // This creator's own claim, through the API: other files' claims are in the same queue.
      const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
      const creator = (await (
        await page.request.get(`/api/admin/creators/${me.user.id}`)
      ).json()) as { claims: { id: number }[] };
      const cancelled = await page.request.post(
        `/api/admin/claims/${creator.claims[0]!.id}/status`,
        { data: { status: 'cancelled', cancelReason: 'The address could not be reached.' } },
      );
      expect(cancelled.status()).toBe(200);
      await visit(page, '/realms');
      await page.getByRole('button', { name: 'Correct the address and claim again' }).click();
      await page.getByRole('dialog', { name: 'Claim Your Ember Kit Again' }).waitFor();
    },
  },
  {
    name: "'Find a Realm Buddy'",
    open: async (page) => {
      await visit(page, '/buddies');
      await page.getByRole('button', { name: 'Find a Realm Buddy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Find a Realm Buddy' });
      await dialog.getByRole('textbox').waitFor();
    },
  },
  {
    name: 'a buddy card with its weekly note refused empty',
    open: async (page) => {
      await receiveBuddyRequest(page, { accept: true });
      await visit(page, '/buddies');
      await page.getByRole('button', { name: 'Share Note' }).click();
      await page.getByText('Please write a line or two about your week for your buddy.').waitFor();
    },
  },
  {
    name: 'ending a buddy pairing, asked first',
    open: async (page) => {
      await receiveBuddyRequest(page, { accept: true });
      await visit(page, '/buddies/manage');
      await page.getByRole('button', { name: /^End Pairing/ }).click();
      await page.getByRole('alertdialog', { name: /^End your pairing/ }).waitFor();
    },
  },
  {
    name: 'blocking a creator who asked to pair, asked first',
    open: async (page) => {
      await receiveBuddyRequest(page, { accept: false });
      await visit(page, '/buddies/manage');
      await page.getByRole('button', { name: /^Block/ }).click();
      await page.getByRole('alertdialog', { name: /^Block / }).waitFor();
    },
  },
  {
    name: 'the delete-account dialog, showing its errors',
    open: async (page) => {
      await visit(page, '/profile/settings/privacy');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByRole('button', { name: 'Delete my account forever' }).click();
      // The error beside the field and the field's own hint both end so: wait for the first.
      await dialog
        .getByText(/to confirm\.$/)
        .first()
        .waitFor();
    },
  },
  {
    name: 'Edit Profile with a refused link',
    open: async (page) => {
      await visit(page, '/profile/edit');
      await page.getByLabel('Link 1').fill('not a link');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText(/^Please enter a full web address/).waitFor();
    },
  },
  {
    name: 'the notifications popover',
    open: async (page) => {
      await visit(page, '/');
      // The server draws /: the bell answers once the page is hydrated.
      await clickWhenReady(
        page.getByRole('button', { name: /^Notifications/ }),
        page.getByRole('dialog'),
      );
    },
  },
  {
    name: 'the invitation form showing its errors',
    open: async (page) => {
      await openInviteForm(page);
      await page.getByRole('button', { name: 'Send Invite' }).click();
      await page.getByText('Please enter their name.').waitFor();
    },
  },
  {
    name: "'Invite Sent!'",
    open: async (page) => {
      await openInviteForm(page);
      await sendInvite(page);
    },
  },
  {
    name: 'the status of a sent invitation',
    open: async (page) => {
      await openInviteForm(page);
      await sendInvite(page);
      await visit(page, '/invite-creator');
      await page.getByRole('heading', { name: 'Your invitation' }).waitFor();
    },
  },
  {
    name: 'an invitation link on /auth',
    open: async (page) => {
      await openInviteForm(page);
      const inviteeEmail = await sendInvite(page);
      const link = await linkFromLoggedEmail(
        inviteeEmail,
        `${CREATOR_NAME} invited you to Emberpath`,
      );
      await page.context().clearCookies();
      await visit(page, link);
      await page.getByRole('heading', { name: /invited you to Emberpath$/ }).waitFor();
    },
  },
];

/** Audits what is open at a phone's size, then at a laptop's (where it leaves the page). */
async function expectAccessibleAtBothSizes(page: Page, where: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${where} at ${size} size`);
  }
}

// Each screen and state is opened once and audited at both sizes: what changes between them
// is layout (CSS), and opening them twice doubled the longest file of the suite.
describe('accessibility at a phone and a laptop size', () => {
  it('every visitor screen, and the 404 page', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    for (const { path } of visitorPages) {
      await visit(page, path);
      await expectAccessibleAtBothSizes(page, path);
    }
    await visit(page, '/no/such/place');
    await expectAccessibleAtBothSizes(page, 'the 404 page');
    await context.close();
  });

  it("every creator's screen", { timeout: 150_000 }, async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y'));
    const creatorPages = signedInPages.filter((candidate) => !candidate.staffPermission);
    for (const { path } of creatorPages) {
      await visit(page, concretePath(path));
      await expectAccessibleAtBothSizes(page, path);
    }
    await context.close();
  });

  // Sixteen screens, each checked at two sizes: more than the default minute on a busy machine.
  it('every screen of the staff console', { timeout: 150_000 }, async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-staff'));
    await makeStaff(page);
    for (const { path } of signedInPages.filter((candidate) => candidate.staffPermission)) {
      await visit(page, concretePath(path));
      // Staff stay in the console (its home may lead on to a tab); anyone else is sent to /.
      expect(new URL(page.url()).pathname).toMatch(/^\/admin(\/|$)/);
      await expectAccessibleAtBothSizes(page, `${path} (staff)`);
    }
    await context.close();
  });

  it.each(openStates)('$name', async ({ name, open }) => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUpInPage(page, { email: uniqueEmail('a11y-state'), name: CREATOR_NAME });
    await open(page);
    await expectAccessibleAtBothSizes(page, name);
    await context.close();
  });

  it('the reward dialog: the invitation step, the claim form, and its errors', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-reward'));
    await finishRealmTasks(page, 1);
    await claimKit(page, 1);
    await finishRealmTasks(page, 2);
    // Not visit(): the dialog opens with the dashboard and hides its heading from the tree.
    await page.goto('/');

    await page.getByRole('dialog', { name: "You've Lit the Way for Another" }).waitFor();
    await expectAccessibleAtBothSizes(page, 'the invitation step');
    await page.getByRole('button', { name: 'Not Now' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.waitFor();
    await expectAccessibleAtBothSizes(page, 'the claim form');
    for (const label of ['Full name', 'Email', 'Street address']) {
      await claim.getByLabel(label).fill('');
    }
    await claim.getByRole('button', { name: /Claim/ }).click();
    await page.getByText('Missing Information').waitFor();
    // Each missing field says so, in words linked to it, and the first one has the focus.
    const name = claim.getByLabel('Full name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const errorId = await name.getAttribute('aria-describedby');
    expect(await page.locator(`#${errorId}`).textContent()).toBe('Please enter your full name.');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessibleAtBothSizes(page, 'the claim form with its errors');
    await context.close();
  });
});

/** Elements that hide their overflow and have text reaching outside their box: text cut off. */
function findClippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = [style.overflowX, style.overflowY].some((value) =>
          ['hidden', 'clip'].includes(value),
        );
        // Visually hidden text (sr-only) is meant for screen readers, not cut off.
        if (!hides || element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        const box = element.getBoundingClientRect();
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (text.width === 0) continue;
          if (
            text.left < box.left - 1 ||
            text.right > box.right + 1 ||
            text.top < box.top - 1 ||
            text.bottom > box.bottom + 1
          )
            return true;
        }
        return false;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

describe('small screens, large text and less motion', () => {
  it('holds every creator screen at 320 px wide, and at 200% text on a phone', async () => {
    const context = await newPhoneContext(browser(), { width: 320, height: 640 });
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-small'));
    const creatorPages = signedInPages.filter((candidate) => !candidate.staffPermission);
    for (const { path } of creatorPages) {
      await visit(page, concretePath(path));
      await expectNoSidewaysScroll(page);
    }
    await page.setViewportSize(PHONE);
    for (const { path } of creatorPages) {
      await visit(page, concretePath(path));
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expectNoSidewaysScroll(page);
      expect(await findClippedText(page), `text cut off on ${path} at 200%`).toEqual([]);
    }
    await context.close();
  });

  it('turns animation off for those who prefer reduced motion', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await signUp(page, uniqueEmail('a11y-motion'));
    const fill = page.getByRole('progressbar').first().locator('div');
    const duration = await fill.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    await context.close();
  });
});
