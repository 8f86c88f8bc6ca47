import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { LAPTOP, PHONE, SCREEN_SIZES, uniqueEmail, useBrowser } from './support/browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { signedInPage, type OwnServer } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

const browser = useBrowser();

// Its own server, with a clock the test moves a day at a time (TEST_CLOCK_FILE).
let server: OwnServer;
let dataDir: string;
let clockFile: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-comebacks-'));
  clockFile = path.join(dataDir, 'clock-days');
  server = await runningServer(dataDir, {
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

async function checkInThroughApi(page: Page, response: string) {
  const answer = await page.request.post('/api/checkins', { data: { response } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The dashboard at the three sizes, the card in view, none scrolling sideways; the phone's after. */
async function atEverySize(page: Page, name: string, card: ReturnType<Page['getByRole']>) {
  for (const viewport of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await card.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

describe('coming back after days away', () => {
  it('a creator away four days is welcomed back, takes the small step, and earns the streak back over two days', async () => {
    const signedUp = await signUpThroughApi(server.baseUrl, {
      email: uniqueEmail('comeback'),
      name: 'Rosa Return',
    });
    const page = await signedInPage(browser(), server, cookieOf(signedUp), PHONE);

    // Four days in a row. Then four days away: the first is the week's rest day, and one of
    // the next two breaks the run of four, so days 7 and 8 fall in the three that earn it back.
    for (const day of [0, 1, 2, 3]) {
      daysOn(day);
      await checkInThroughApi(page, `Day ${day}: showed up.`);
    }
    daysOn(7);
    await page.goto('/');
    const welcome = page.getByRole('region', { name: 'Welcome back, Rosa' });
    await welcome.waitFor();
    expect(await welcome.textContent()).toMatch(/It’s been 4 days/);
    expect(await welcome.textContent()).toMatch(/Your last check-in was on /);
    const relight = page.getByRole('region', { name: 'Relight your 4-day streak' });
    expect(
      await relight
        .getByRole('progressbar', { name: '0 of 2 days to relight your 4-day streak' })
        .count(),
    ).toBe(1);
    await atEverySize(page, 'comeback-welcome', welcome);
    await expectAccessible(page, 'the welcome back and the earn-back card');

    // The small step: today's check-in, ready to write in.
    await welcome.getByRole('button', { name: 'Check in today' }).click();
    const answer = page
      .getByRole('textbox', { name: /./ })
      .and(page.locator('[data-daily-checkin]'));
    await expect
      .poll(() => answer.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await answer.fill('Back after a long week. Small steps.');
    await page.getByRole('button', { name: 'Complete Check-in' }).click();
    await page.getByRole('region', { name: 'Checked in today' }).waitFor();
    // Something done today: the welcome has done its work; one of the two days is done.
    expect(await welcome.count()).toBe(0);
    await relight.getByText('1 of 2 days to relight your 4-day streak').waitFor();
    await page.getByText(/Rekindled · back after 4 days/).waitFor();
    await atEverySize(page, 'comeback-earn-back-halfway', relight);

    // A fresh start, offered on the return: one line for the week.
    const freshStart = page.getByRole('region', { name: 'A fresh start' });
    await freshStart.getByRole('textbox').fill('check in every day, even briefly');
    await freshStart.getByRole('button', { name: 'Commit' }).click();
    await freshStart.getByText('check in every day, even briefly').waitFor();
    await atEverySize(page, 'comeback-fresh-start', freshStart);

    // The next day, on a laptop: the second day relights it, the four days and these two.
    daysOn(8);
    await page.setViewportSize(LAPTOP);
    await page.goto('/');
    await relight.getByText('1 of 2 days to relight your 4-day streak').waitFor();
    expect(await welcome.count()).toBe(0);
    await page
      .getByRole('textbox', { name: /./ })
      .and(page.locator('[data-daily-checkin]'))
      .fill('Two days back.');
    await page.getByRole('button', { name: 'Complete Check-in' }).click();
    const done = page.getByRole('region', { name: 'Checked in today' });
    await done.getByText('Your streak is relit: 6 days.', { exact: false }).waitFor();
    expect(await relight.count()).toBe(0);
    await screenshot(page, 'comeback-relit');
    await expectAccessible(page, 'a streak relit');
    await page.context().close();
  });
});
