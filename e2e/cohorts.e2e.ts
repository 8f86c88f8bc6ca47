import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { expectAccessible } from './support/axe.ts';
import { clickWhenReady, PHONE, SCREEN_SIZES, uniqueEmail, useBrowser } from './support/browser.ts';
import { claimKit, completeTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, type OwnServer } from './support/own-server.ts';
import { completeWrittenQuest } from './support/quests.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { PASSWORD } from './support/sign-up.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();

const STAFF_EMAIL = 'cohort-staff@emberpath.test';
const DAY_MS = 86_400_000;

// Its own server, with a clock the test moves a day at a time (TEST_CLOCK_FILE), and staff.
let server: OwnServer;
let dataDir: string;
let clockFile: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-cohorts-'));
  clockFile = path.join(dataDir, 'clock-days');
  server = await runningServer(dataDir, {
    RATE_LIMIT: 'false',
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clockFile,
    ADMIN_EMAILS: STAFF_EMAIL,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The app's clock, this many days from today. */
const daysOn = (days: number) => fs.writeFileSync(clockFile, String(days));

/** A paced cohort made through the console's API: one realm a week, in UTC (no change of clocks). */
async function createPacedCohort(startsAt: Date): Promise<{ joinCode: string }> {
  const staffCookie = await confirmedStaffCookies(server, STAFF_EMAIL);
  const response = await fetch(`${server.baseUrl}/api/admin/cohorts`, {
    method: 'POST',
    headers: { cookie: staffCookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Spring Makers',
      startsAt: startsAt.toISOString(),
      startsTimeZone: 'UTC',
      capacity: 30,
      pace: 'paced',
      realmWeeks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      closesAtStart: false,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { joinCode: string };
}

/** The screen at 320, 390 and 1280 px: no sideways scroll, no axe finding; back at the phone's after. */
async function checkAtEverySize(page: Page, name: string) {
  for (const viewport of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${name} at ${viewport.width}`);
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

/** A realm-2 answer through the API: whether the server takes it. */
async function answerRealmTwo(page: Page) {
  const quest = realms[1]!.quests.find((candidate) => candidate.type === 'journal')!;
  const answer = await page.request.post(`/api/quests/${quest.id}/complete`, {
    data: { content: 'A rhythm I can keep.' },
  });
  return answer.status();
}

describe('a paced cohort, from its link to its second realm', () => {
  it(
    'a creator signs up through the link, joins, waits, starts with the cohort and walks realm 2 in its week',
    { timeout: 300_000 },
    async () => {
      daysOn(0);
      // Two days from now, less five minutes: the clock moved two days on has just passed it.
      const cohort = await createPacedCohort(new Date(Date.now() + 2 * DAY_MS - 5 * 60_000));
      const context = await browser().newContext({
        viewport: PHONE,
        baseURL: server.baseUrl,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();

      // The link: which cohort, then sign-up, then its page.
      await page.goto(`/auth?cohort=${cohort.joinCode}`);
      const banner = page.getByRole('region', { name: /^You're joining Spring Makers · starts / });
      await banner.waitFor();
      await checkAtEverySize(page, 'cohort-link');
      await page.getByLabel('Email').fill(uniqueEmail('cohort'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL(`**/cohorts/join/${cohort.joinCode}`);
      const joinCard = page.getByRole('region', { name: 'Spring Makers' });
      await joinCard.getByText('10 weeks, one realm at a time').waitFor();
      await checkAtEverySize(page, 'cohort-join');
      await joinCard.getByRole('button', { name: 'Join cohort' }).click();
      await expectToast(page, 'Welcome to Spring Makers');
      await page.waitForURL((url) => url.pathname === '/');

      // Before the start: a countdown, what to do meanwhile, and no quest to answer.
      const countdown = page.getByRole('region', { name: /^Spring Makers starts / });
      await countdown.waitFor();
      expect(await countdown.getByRole('heading').textContent()).toMatch(
        /starts (in 2 days|tomorrow at \d\d:\d\d)$/,
      );
      await countdown.getByRole('link', { name: 'finish your profile' }).waitFor();
      await checkAtEverySize(page, 'cohort-countdown');
      const firstQuest = realms[0]!.quests.find((quest) => quest.type === 'journal')!;
      const early = await page.request.post(`/api/quests/${firstQuest.id}/complete`, {
        data: { content: 'Too soon.' },
      });
      expect(early.status()).toBe(404);

      // The start: realm 1 opens, and the bell says so once the server's job has run (a minute).
      daysOn(2);
      await expect
        .poll(
          async () => {
            const answer = await page.request.get('/api/notifications');
            const { notifications } = (await answer.json()) as {
              notifications: { title: string }[];
            };
            return notifications.map((notification) => notification.title);
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toContain('Spring Makers Starts Today!');
      await page.goto('/');
      const underWay = page.getByRole('region', { name: 'Spring Makers · Week 1 of 10' });
      await underWay.waitFor();
      expect(await underWay.textContent()).toContain("You're the first of your cohort on Realm 1.");
      expect(await underWay.textContent()).toContain('Realm 2 opens for your cohort');
      await checkAtEverySize(page, 'cohort-under-way');
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await clickWhenReady(bell, page.getByRole('dialog', { name: 'Notifications' }));
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText('Spring Makers Starts Today!')
        .waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/quests?realm=1');
      await completeWrittenQuest(page, firstQuest.title, 'Where my ember started.');
      await expectToast(page, 'Quest Completed!');
      await completeTasks(
        page,
        allTasksOf(realms[0]!).filter((task) => task.id !== firstQuest.id),
      );
      await claimKit(page, 1);

      // Realm 1 done, realm 2 waits for week 2: the journey map says whose opening it is.
      await page.goto('/realms');
      await page.getByRole('region', { name: 'Your cohort' }).waitFor();
      await page
        .getByText(/^Opens for your cohort /)
        .first()
        .waitFor();
      await checkAtEverySize(page, 'cohort-journey-map');
      expect(await answerRealmTwo(page)).toBe(404);

      // Week 2: realm 2 opens for the cohort.
      daysOn(9);
      expect(await answerRealmTwo(page)).toBe(200);
      await context.close();
    },
  );
});
