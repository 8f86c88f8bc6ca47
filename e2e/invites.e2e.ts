import { describe, expect, it } from 'vitest';
import {
  linkFromLoggedEmail,
  newPhoneContext,
  signUp,
  uniqueEmail,
  useBrowser,
  SMALL_PHONE,
} from './support/browser.ts';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshot, screenshotAtBothSizes } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();

/** The screen at the smallest phone's size too, then at a phone's and a laptop's. */
async function screenshotAtThreeSizes(page: Page, name: string) {
  await page.setViewportSize(SMALL_PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, name);
  await screenshotAtBothSizes(page, name);
}

describe('Pass the Flame', () => {
  it('a creator who finished realm 2 invites one person by email; they join through the link, once', async () => {
    const inviterContext = await newPhoneContext(browser());
    const page = await inviterContext.newPage();
    const inviterEmail = uniqueEmail('inviter');
    const inviteeEmail = uniqueEmail('invitee');
    await signUp(page, inviterEmail);

    // Not yet eligible: what unlocks it, and how far along the creator is.
    await page.goto('/invite-creator');
    await page
      .getByRole('heading', { name: 'Unlocks when you complete Realm 2: Structure' })
      .waitFor();
    await page.getByRole('progressbar', { name: 'Realm 2: Structure progress' }).waitFor();
    await screenshotAtBothSizes(page, 'invite-locked');

    // Realm 1 done and claimed, realm 2's quests done, through the API; the claim is the browser's.
    await finishRealmTasks(page, 1);
    await claimKit(page, 1);
    await finishRealmTasks(page, 2);
    await page.goto('/');
    await page
      .getByRole('dialog', { name: "You've Lit the Way for Another" })
      .getByRole('button', { name: 'Invite a Creator' })
      .click();
    // Completing Structure (the kit claim) is what grants the invitation: claimed first, then the form.
    const claim = page.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByText(/the invitation form opens right after/).waitFor();
    await claim.getByLabel('Full name').fill('Maya Rivera');
    await claim.getByLabel('Street address').fill('12 Ember Lane');
    await claim.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await page.waitForURL('**/invite-creator');
    const form = page.getByRole('form', { name: 'Invite a creator' });
    await form.getByLabel(/Their name/).waitFor();
    await screenshotAtBothSizes(page, 'invite-form');

    await form.getByRole('button', { name: 'Send Invite' }).click();
    await expectToast(page, 'Missing Information');
    await page.getByText('Please fill in all required fields.').first().waitFor();
    const nameField = form.getByLabel(/Their name/);
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await nameField.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshotAtBothSizes(page, 'invite-form-errors');

    await nameField.fill('Noor Haddad');
    await form.getByLabel(/Their email/).fill(inviteeEmail);
    await form
      .getByLabel('Personal message (optional)')
      .fill('Come build with me.\nSee you there!');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByRole('heading', { name: 'Invite Sent!' }).waitFor();
    await expectToast(page, 'Invite Sent!');
    await page.getByText(/Your invitation stays yours until someone joins with it/).waitFor();
    await screenshotAtThreeSizes(page, 'invite-sent');

    // The invitee: the link from the email (printed to the server log without SMTP).
    const link = await linkFromLoggedEmail(
      inviteeEmail,
      `${inviterEmail} invited you to Emberpath`,
    );
    expect(link).toMatch(/\/auth\?invite=[\w-]{32}$/);
    const inviteeContext = await newPhoneContext(browser());
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await invitee
      .getByRole('heading', { name: `${inviterEmail} invited you to Emberpath` })
      .waitFor();
    expect(await invitee.getByLabel('Email').inputValue()).toBe(inviteeEmail);
    // The inviter's message, as they wrote it, line break and all.
    await invitee.getByText(`${inviterEmail} wrote:`).waitFor();
    expect(await invitee.locator('blockquote').innerText()).toBe(
      'Come build with me.\nSee you there!',
    );
    await screenshotAtThreeSizes(invitee, 'invite-auth-open');
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Sign Up' }).click();
    await invitee.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
    // The invited address: the link proved it, so there is nothing to confirm (decision 039).
    const inviteeMe = (await (await invitee.request.get('/api/me')).json()) as {
      user: { emailVerified: boolean };
    };
    expect(inviteeMe.user.emailVerified).toBe(true);

    // The inviter learns of it at once: on the page, in the bell, and by email.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/invite-creator');
    await page.getByText(/^Noor Haddad joined Emberpath on /).waitFor();
    await page.getByText('Accepted', { exact: true }).first().waitFor();
    await screenshotAtBothSizes(page, 'invite-accepted');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('Invitation Accepted!')
      .waitFor();
    expect(await linkFromLoggedEmail(inviterEmail, 'Noor Haddad accepted your invitation')).toMatch(
      /\/invite-creator$/,
    );

    // The same link a second time, in a fresh browser: it says it was used, and sign-in still works.
    const laterContext = await newPhoneContext(browser());
    const later = await laterContext.newPage();
    await later.goto(link);
    await later.getByRole('heading', { name: 'This invitation has already been used' }).waitFor();
    await later.getByRole('button', { name: 'Sign In' }).waitFor();
    await screenshotAtBothSizes(later, 'invite-auth-used');
    await later.getByLabel('Email').fill(inviteeEmail);
    await later.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await later.getByRole('button', { name: 'Sign In' }).click();
    await later.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
  });

  it('says plainly that an unknown link is unknown, and sign-up still works', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto(`/auth?invite=${'Q'.repeat(32)}`);
    await page.getByRole('heading', { name: 'We could not find this invitation' }).waitFor();
    await screenshotAtBothSizes(page, 'invite-auth-unknown');
    await page.getByLabel('Email').fill(uniqueEmail('uninvited'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Your Creative Sanctuary' }).waitFor();
  });
});
