import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, useBrowser, SCREEN_SIZES } from './support/browser.ts';
import { claimKit, finishRealmTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { confirmedStaffCookies, signedInPage } from './support/own-server.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

const browser = useBrowser();
const STAFF_EMAIL = 'numbers-staff@emberpath.test';

// Its own server: scheduling realm 4 would change what every other file's creators see.
let server: Awaited<ReturnType<typeof runningServer>>;
let dataDir: string;
let staffCookies: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-numbers-'));
  server = await runningServer(dataDir, { ADMIN_EMAILS: STAFF_EMAIL, RATE_LIMIT: 'false' });
  // Before any creator signs up: the staff's confirmation is the first link in the log.
  staffCookies = await confirmedStaffCookies(server, STAFF_EMAIL);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function creatorPage(email: string, name: string): Promise<Page> {
  const signUp = await signUpThroughApi(server.baseUrl, { email, name });
  return signedInPage(browser(), server, cookieOf(signUp), PHONE);
}

/** Realm 4 written by staff and scheduled for a week from now, 09:00 in Berlin. */
async function scheduleRealmFour() {
  const staff = await signedInPage(browser(), server, staffCookies, LAPTOP);
  const studio = (pathName: string, data: object) =>
    staff.request.post(`/api/admin/programme/realms/4${pathName}`, { data });
  for (const isFinal of [false, true]) {
    const added = await studio('/quests', {
      type: 'journal',
      title: isFinal ? 'Sound the Horn' : 'Find Your Frequency',
      description: 'A quest about being heard.',
      prompt: 'Write about your voice this week.',
      affirmation: 'My voice carries.',
      isFinal,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const words = await staff.request.patch('/api/admin/programme/realms/4', {
    data: { description: 'Let your work be heard.', kitDescription: 'A megaphone and stickers.' },
  });
  expect(words.status(), await words.text()).toBe(200);
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const published = await studio('/publish', {
    opensAt: `${day}T09:00:00+01:00`,
    timeZone: 'Europe/Berlin',
  });
  expect(published.status(), await published.text()).toBe(200);
}

describe('honest numbers across devices', () => {
  it('a kit claimed on the phone: the laptop still showing the claim says it is already claimed', async () => {
    const laptop = await creatorPage('two-devices@emberpath.test', 'Tess Two');
    await finishRealmTasks(laptop, 1);
    await laptop.goto('/');
    const dialog = laptop.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await dialog.waitFor();
    // The phone claims it meanwhile.
    await claimKit(laptop, 1);
    await dialog.getByLabel('Street address').fill('1 Hearth Road');
    await dialog.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await dialog.getByRole('status').getByText('Already Claimed', { exact: true }).waitFor();
    expect(await laptop.getByText('Reward Claimed!').count()).toBe(0);
    for (const viewport of SCREEN_SIZES) {
      await laptop.setViewportSize(viewport);
      await screenshot(laptop, 'claim-already-claimed');
    }
    // The footer's Close, not the dialog's corner one.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await laptop.getByRole('button', { name: 'Claim My Ember Kit' }).waitFor({ state: 'detached' });
  });

  it('the dashboard and the journey map say when the scheduled realm opens', async () => {
    const creator = await creatorPage('waiting-numbers@emberpath.test', 'Wren Numbers');
    for (const realmId of [1, 2, 3]) {
      await finishRealmTasks(creator, realmId);
      await claimKit(creator, realmId);
    }
    await scheduleRealmFour();
    await creator.goto('/');
    const hero = creator.getByRole('region', { name: 'Amplification' });
    await hero.getByText(/^Opens \w+ \d+ \w+ at \d\d:\d\d$/).waitFor();
    const stats = creator.getByRole('region', { name: 'Your stats' });
    expect(await stats.getByText('Realms Completed').count()).toBe(1);
    for (const viewport of SCREEN_SIZES) {
      await creator.setViewportSize(viewport);
      await expectNoSidewaysScroll(creator);
      await screenshot(creator, 'dashboard-realm-opens');
    }
    await creator.goto('/realms');
    const opening = creator.getByText(/^Opens \w+ \d+ \w+ at \d\d:\d\d$/);
    await opening.waitFor();
    for (const viewport of SCREEN_SIZES) {
      await creator.setViewportSize(viewport);
      await expectNoSidewaysScroll(creator);
      await opening.scrollIntoViewIfNeeded();
      await screenshot(creator, 'journey-map-realm-opens');
    }
  });
});
