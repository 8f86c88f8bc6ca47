import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { LAPTOP, PHONE, SCREEN_SIZES, useBrowser } from './support/browser.ts';
import { openConsoleTab } from './support/console-nav.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, signedInPage, type OwnServer } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();
const STAFF_EMAIL = 'nudge-results-staff@emberpath.test';
const CREATORS = 25;

// Its own server, with a clock the test moves (TEST_CLOCK_FILE): a week must pass before a
// nudge's result is read, and its creators must be the only ones on the list.
let server: OwnServer;
let dataDir: string;
let clockFile: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-nudge-results-'));
  clockFile = path.join(dataDir, 'clock-days');
  server = await runningServer(dataDir, {
    ADMIN_EMAILS: STAFF_EMAIL,
    RATE_LIMIT: 'false',
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app's clock, this many days from today. */
const daysOn = (days: number) => fs.writeFileSync(clockFile, String(days));

/** `locator` in view at every size, none scrolling sideways, each pictured; back at the phone's. */
async function atEverySize(page: Page, name: string, locator: ReturnType<Page['getByRole']>) {
  for (const viewport of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await locator.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

async function api(cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: {
      cookie,
      'content-type': 'application/json',
      origin: server.baseUrl,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${route}: ${response.status}`).toBe(true);
  return response;
}

/** Whether the creator's bell holds a note from the team. */
async function wasNudged(cookie: string): Promise<boolean> {
  const answer = (await (await api(cookie, 'GET', '/api/notifications')).json()) as {
    notifications: { kind: string }[];
  };
  return answer.notifications.some((item) => item.kind === 'staff-nudge');
}

describe('a nudge with a holdout, and its result a week on', () => {
  it(
    'staff nudge a list holding some back; a week later the result says what it rests on',
    { timeout: 240_000 },
    async () => {
      daysOn(0);
      const staff = await signedInPage(
        browser(),
        server,
        await confirmedStaffCookies(server, STAFF_EMAIL),
        PHONE,
      );
      const creators: string[] = [];
      for (let index = 0; index < CREATORS; index += 1) {
        const signedUp = await signUpThroughApi(server.baseUrl, {
          email: `nudge-results-${index}@emberpath.test`,
          name: `Creator ${index}`,
        });
        expect(signedUp.status).toBe(200);
        creators.push(cookieOf(signedUp));
      }
      // Four quiet days: all of them are new and quiet.
      daysOn(4);
      await staff.goto('/admin');
      await openConsoleTab(staff, 'Insights');
      await staff.getByRole('combobox', { name: 'List' }).selectOption('new-and-quiet');
      await staff.getByRole('button', { name: 'Nudge everyone on this list' }).click();
      const dialog = staff.getByRole('dialog', { name: /^Nudge/ });
      const holdout = dialog.getByRole('spinbutton', { name: 'Hold back (%)' });
      expect(await holdout.inputValue()).toBe('10');
      await dialog
        .getByText(
          'Held back creators get nothing; comparing them with the nudged shows whether the nudge works.',
        )
        .waitFor();
      await holdout.fill('20');
      await dialog.getByText('Sends to 20 creators; holds back 5, who get nothing').waitFor();
      await dialog.getByRole('checkbox', { name: /Keep nudging newcomers/ }).check();
      await atEverySize(staff, 'nudge-holdout-dialog', dialog.getByRole('status').first());
      await expectAccessible(staff, 'the list nudge dialog with its holdout');
      await dialog.getByRole('button', { name: 'Send nudge' }).click();
      await dialog.getByText('Sent to 20 creators. 5 creators held back, sent nothing.').waitFor();
      await expectToast(staff, 'Standing Nudge Set');
      await screenshot(staff, 'nudge-holdout-sent');
      await dialog.getByRole('button', { name: 'Done' }).click();

      // The held back got nothing; most of the nudged come back within the week, one held back does.
      const nudged: string[] = [];
      const heldBack: string[] = [];
      for (const cookie of creators) ((await wasNudged(cookie)) ? nudged : heldBack).push(cookie);
      expect([nudged.length, heldBack.length]).toEqual([20, 5]);
      daysOn(6);
      for (const cookie of [...nudged.slice(0, 12), heldBack[0]!])
        await api(cookie, 'POST', '/api/checkins', { response: 'Back after a nudge, or not.' });

      // The standing nudge is listed, and can be stopped.
      await staff.reload();
      const standing = staff.getByRole('list', { name: 'Standing nudges' });
      await standing.getByRole('heading', { name: 'New and quiet' }).waitFor();
      await atEverySize(staff, 'standing-nudges', standing);
      await standing.getByRole('button', { name: /^Stop/ }).click();
      await staff
        .getByRole('alertdialog', { name: 'Stop this standing nudge?' })
        .getByRole('button', { name: 'Stop Nudge' })
        .click();
      await expectToast(staff, 'Standing Nudge Stopped');
      await staff.getByText('No standing nudges running.').waitFor();

      // A week and more after the nudge: its result is read.
      daysOn(12);
      await staff.setViewportSize(LAPTOP);
      await staff.reload();
      const results = staff.getByRole('region', { name: 'Nudge results' });
      await results
        .getByText('Too few creators yet to tell: 20 nudged, 5 held back.', { exact: true })
        .first()
        .waitFor();
      await results.getByText('Resting on 25 creators from 1 list nudge.').waitFor();
      const table = results.getByRole('table', { name: 'Nudge results by template' });
      const overall = table.getByRole('row').filter({ hasText: 'All nudges' });
      expect(await overall.textContent()).toContain('12 of 20 (60%)');
      expect(await overall.textContent()).toContain('1 of 5 (20%)');
      expect(await overall.textContent()).toContain('+40');
      await atEverySize(staff, 'nudge-results', results);
      await staff.setViewportSize(LAPTOP);
      await expectAccessible(staff, 'the nudge results');
      await staff.context().close();
    },
  );
});
