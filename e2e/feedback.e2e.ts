import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { expectAccessible } from './support/axe.ts';
import { LAPTOP, PHONE, useBrowser } from './support/browser.ts';
import { finishRealmTasks } from './support/journey-api.ts';
import { expectInsideWindow, expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, signedInPage } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

const browser = useBrowser();
const COACH_EMAIL = 'feedback-coach@emberpath.test';
const finalTask = realms[0]!.finalTask!;
const CRITERIA = ['Names one concrete next step', 'Says why it matters to you'];

// Its own server: the review queue is shared by every creator of a server, and the coach's
// queue is read here to the row.
let server: Awaited<ReturnType<typeof runningServer>>;
let dataDir: string;
let coachCookies: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-feedback-'));
  server = await runningServer(dataDir, { ADMIN_EMAILS: COACH_EMAIL, RATE_LIMIT: 'false' });
  coachCookies = await confirmedStaffCookies(server, COACH_EMAIL);
  // What the coach looks for in realm 1's final task, as staff set it in the programme studio.
  const criteria = await fetch(`${server.baseUrl}/api/admin/programme/quests/${finalTask.id}`, {
    method: 'PATCH',
    headers: { cookie: coachCookies, origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ feedbackCriteria: CRITERIA }),
  });
  expect(criteria.status, await criteria.text()).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type QueueItem = { id: number; creator: { id: string }; quest: { id: string }; version: number };

/** The coach's side, through the staff API as the console would call it. */
function coachApi() {
  const call = async (method: string, pathName: string, body?: object) => {
    const response = await fetch(`${server.baseUrl}${pathName}`, {
      method,
      headers: {
        cookie: coachCookies,
        origin: server.baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    expect(response.ok, `${method} ${pathName}: ${response.status} ${text}`).toBe(true);
    return JSON.parse(text) as unknown;
  };
  return {
    async waitingFor(creatorId: string): Promise<QueueItem[]> {
      const queue = (await call('GET', `/api/admin/reviews?limit=100`)) as { items: QueueItem[] };
      return queue.items.filter((item) => item.creator.id === creatorId);
    },
    /** Claims the request and sends 'Take another pass', the first criterion met, the rest not yet. */
    async askForAnotherPass(requestId: number): Promise<void> {
      await call('POST', `/api/admin/reviews/${requestId}/claim`);
      const request = (await call('GET', `/api/admin/reviews/${requestId}`)) as {
        version: number;
        quest: { criteria: string[] };
      };
      await call('POST', `/api/admin/reviews/${requestId}/review`, {
        version: request.version,
        criteria: request.quest.criteria.map((_, index) => index === 0),
        feedback: 'You found a real next step.\nNow tell me why it matters to you.',
        verdict: 'another_pass',
      });
    },
  };
}

async function creatorWithFinalTaskDone(name: string, viewport: typeof PHONE) {
  const signUp = await signUpThroughApi(server.baseUrl, {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@emberpath.test`,
    name,
  });
  expect(signUp.status).toBe(200);
  const page = await signedInPage(browser(), server, cookieOf(signUp), viewport);
  await finishRealmTasks(page, 1);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, creatorId: me.user.id };
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('a coach’s feedback, as the creator reads and answers it', () => {
  for (const [sizeName, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`at ${sizeName} size: bell, feedback card, revise, and the new version in the coach's queue`, async () => {
      const coach = coachApi();
      const { page, creatorId } = await creatorWithFinalTaskDone(`Revi Sion ${sizeName}`, viewport);

      // Waiting: the quiet note, and nothing held up.
      await page.goto(`/quests?realm=1`);
      await page.getByText('Waiting for a coach’s feedback').waitFor();

      const [request] = await coach.waitingFor(creatorId);
      expect(request).toMatchObject({ quest: { id: finalTask.id }, version: 1 });
      await coach.askForAnotherPass(request!.id);

      await page.goto('/profile/progress');
      await bell(page).click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      const item = popover.getByRole('listitem').filter({ hasText: finalTask.title });
      await item.getByRole('button', { name: 'Take Action' }).click();
      await page.waitForURL(`**/quests?quest=${finalTask.id}#feedback`);

      const heading = page.getByRole('heading', { name: 'Take another pass' });
      await heading.waitFor();
      await expect
        .poll(() => heading.evaluate((node) => node === document.activeElement))
        .toBe(true);
      // The scroll glides there: wait for it to arrive.
      await expect
        .poll(async () => {
          const box = await heading.boundingBox();
          const height = page.viewportSize()!.height;
          return box !== null && box.y >= 0 && box.y + box.height <= height;
        })
        .toBe(true);
      await expectInsideWindow(heading);
      const card = page.locator('section', { has: heading });
      await card.getByText(/Now tell me why it matters to you\./).waitFor();
      expect(await card.getByRole('listitem').allTextContents()).toEqual([
        `Met: ${CRITERIA[0]}`,
        `Not yet: ${CRITERIA[1]}`,
      ]);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `feedback-another-pass-${sizeName}`);
      await expectAccessible(page, 'the creator’s feedback card');

      await card.getByRole('button', { name: 'Revise' }).click();
      const field = page.getByLabel('Your revised answer');
      expect(await field.inputValue()).toBe('Done with care.');
      await field.fill('Done with care.\nIt matters because it is the first thing I finish.');
      await expectAccessible(page, 'the revise form');
      await screenshot(page, `feedback-revise-${sizeName}`);
      await page.getByRole('button', { name: 'Send revision' }).click();
      await page.getByText(/Your revision \(version 2\) went to a coach/).waitFor();

      const waiting = await coach.waitingFor(creatorId);
      expect(waiting.map((entry) => entry.version)).toEqual([2]);
    });
  }
});
