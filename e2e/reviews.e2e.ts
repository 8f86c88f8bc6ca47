import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { LAPTOP, PHONE, useBrowser } from './support/browser.ts';
import { openConsoleTab } from './support/console-nav.ts';
import { finishRealmTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, signedInPage, type OwnServer } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const ADMIN_EMAIL = 'reviews-admin@emberpath.test';
const COACH_EMAIL = 'reviews-coach@emberpath.test';
const FINAL_TASK = 'r1-final-ember-ignition';
const CRITERIA = ['Clear audience', 'One concrete next step'];

// Its own server: the queue is shared by every coach, so another file's answers would crowd it.
let server: OwnServer;
let dataDir: string;
let coachCookies: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-reviews-'));
  server = await runningServer(dataDir, {
    ADMIN_EMAILS: ADMIN_EMAIL,
    RATE_LIMIT: 'false',
    NODE_ENV: 'test',
  });
  const adminCookies = await confirmedStaffCookies(server, ADMIN_EMAIL);
  const coachSignUp = await signUpThroughApi(server.baseUrl, {
    email: COACH_EMAIL,
    name: 'Jordan Lee',
  });
  expect(coachSignUp.status).toBe(200);
  coachCookies = cookieOf(coachSignUp);
  const asAdmin = {
    cookie: adminCookies,
    'content-type': 'application/json',
    origin: server.baseUrl,
  };
  // The reviewer is a coach and nothing more (decision 041), as the admin makes them.
  const coach = (await (
    await fetch(`${server.baseUrl}/api/me`, { headers: { cookie: coachCookies } })
  ).json()) as { user: { id: string } };
  const roles = await fetch(`${server.baseUrl}/api/admin/creators/${coach.user.id}/roles`, {
    method: 'PUT',
    headers: asAdmin,
    body: JSON.stringify({ roles: ['coach'] }),
  });
  expect(roles.status, await roles.text()).toBe(200);
  // Realm 1's final task asks for feedback on two criteria, as the studio sets them.
  const criteria = await fetch(`${server.baseUrl}/api/admin/programme/quests/${FINAL_TASK}`, {
    method: 'PATCH',
    headers: asAdmin,
    body: JSON.stringify({ asksFeedback: true, feedbackCriteria: CRITERIA }),
  });
  expect(criteria.status, await criteria.text()).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A creator who finished realm 1's quests and its final task: their answer waits for feedback. */
async function creatorWithAFinalTask(name: string): Promise<void> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@emberpath.test`;
  const signedUp = await signUpThroughApi(server.baseUrl, { email, name });
  expect(signedUp.status).toBe(200);
  const creator = await signedInPage(browser(), server, cookieOf(signedUp));
  await finishRealmTasks(creator, 1);
  await creator.context().close();
}

const queueCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Review queue' }).getByRole('listitem').filter({ hasText: name });

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('a coach on a %s', (size, viewport) => {
  it('reviews a final task against its criteria, and moves on', { timeout: 120_000 }, async () => {
    const creatorName = `Rowan Review ${size}`;
    await creatorWithAFinalTask(creatorName);
    const page = await signedInPage(browser(), server, coachCookies, viewport);
    await page.goto('/admin');
    await openConsoleTab(page, 'Reviews');
    await queueCard(page, creatorName).waitFor();
    await expect
      .poll(() => page.getByText(/answers? waits?/).textContent())
      .toMatch(/^\d+ answers? waits?/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `the review queue (${size})`);
    await screenshot(page, 'reviews-queue');

    await queueCard(page, creatorName).getByRole('link').click();
    await page.getByRole('heading', { name: 'Ember Ignition' }).waitFor();
    await expect.poll(() => page.getByText('Done with care.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Claim' }).click();
    await expectToast(page, 'Claimed for an hour');
    await page.getByText(/You claimed this for \d+ more minutes/).waitFor();

    // Sent with nothing chosen: each criterion and the feedback say what they need.
    await page.getByRole('button', { name: 'Great work' }).click();
    await page.getByText('Please write your feedback for the creator.').waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `the review form with its errors (${size})`);
    await screenshot(page, 'reviews-form-errors');

    for (const criterion of CRITERIA)
      await page.getByRole('group', { name: criterion }).getByLabel('Met').check();
    await page
      .getByRole('textbox', { name: /Feedback for the creator/ })
      .fill('A promise with a day in it.\nGo and make it.');
    await page.getByText('Draft saved').waitFor({ timeout: 10_000 });
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /Feedback for the creator/ }).inputValue())
      .toBe('A promise with a day in it.\nGo and make it.');
    await page.getByRole('button', { name: 'Great work' }).click();
    await expectToast(page, 'Feedback sent');
    // The last one waiting: back to the queue, which no longer lists it.
    await page.getByRole('heading', { name: 'Nothing waits for feedback' }).waitFor();
    await expect.poll(() => queueCard(page, creatorName).count()).toBe(0);
    await page.context().close();
  });
});
