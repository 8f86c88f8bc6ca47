import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import { PHONE, useBrowser, SCREEN_SIZES } from './support/browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { runningServer } from './support/running-server.ts';
import { screenshot } from './support/screenshots.ts';
import { confirmedStaffCookies, signedInPage } from './support/own-server.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

const browser = useBrowser();
const STAFF_EMAIL = 'hooks-staff@emberpath.test';

let server: Awaited<ReturnType<typeof runningServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-integrations-'));
  receiver = await startWebhookReceiver();
  // A laptop's local receiver: allowed over http to 127.0.0.1 outside production only.
  server = await runningServer(dataDir, {
    ADMIN_EMAILS: STAFF_EMAIL,
    RATE_LIMIT: 'false',
    NODE_ENV: 'test',
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  });
}, 60_000);

afterAll(async () => {
  await server.stop();
  await receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let staffSession: Promise<string> | undefined;

/** The staff member's session, made once: ADMIN_EMAILS grants the role when the address is confirmed. */
function staffCookies(): Promise<string> {
  staffSession ??= confirmedStaffCookies(server, STAFF_EMAIL);
  return staffSession;
}

async function atEverySize(page: Page, name: string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page);
    await screenshot(page, name);
  }
  await page.setViewportSize(PHONE);
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never saw ${what}`);
}

describe('integrations', () => {
  it('a staff member points a webhook at a local receiver and watches quest.completed arrive signed', async () => {
    const page = await signedInPage(browser(), server, await staffCookies());
    await page.goto('/admin/webhooks');
    await page.getByText('No webhooks yet.').waitFor();
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    await dialog.getByText('Please enter the address to send events to.').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Our automations');
    await dialog.getByRole('checkbox', { name: /quest\.completed/ }).check();
    await atEverySize(page, 'webhook-add');
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Webhook Added' });
    const secret = (await secretDialog.getByLabel('Signing secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await atEverySize(page, 'webhook-secret');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await atEverySize(page, 'webhooks');

    const signedUp = await signUpThroughApi(server.baseUrl, { email: 'hooked@emberpath.test' });
    const creator = cookieOf(signedUp);
    const completed = await fetch(`${server.baseUrl}/api/quests/r1-origin-story/complete`, {
      method: 'POST',
      headers: { cookie: creator, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Why I make videos.' }),
    });
    expect(completed.status).toBe(200);
    const message = await waitFor(
      () => receiver.received.find((candidate) => candidate.type === 'quest.completed'),
      'quest.completed',
    );
    const event = new Webhook(secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    });
    expect(event).toMatchObject({ type: 'quest.completed', data: { questId: 'r1-origin-story' } });
    expect(message.body).not.toContain('Why I make videos.');

    await page.getByRole('link', { name: receiver.url }).click();
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await waitFor(
      () => receiver.received.find((candidate) => candidate.type === 'webhook.test'),
      'webhook.test',
    );
    await page.getByText('webhook.test').first().waitFor();
    await expect
      .poll(() => page.getByText('Delivered').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await atEverySize(page, 'webhook-log');
  });

  it('a staff member reads every call of the API, by area, in the console', async () => {
    const page = await signedInPage(browser(), server, await staffCookies());
    await page.goto('/admin/api');
    const webhooks = page.getByRole('region', { name: 'admin webhooks' });
    await webhooks.getByText('/api/admin/webhooks/{endpointId}/test').waitFor();
    await webhooks
      .getByText('queues and sends a webhook.test message (202; 429 after 5 in a minute)')
      .waitFor();
    expect(await page.getByRole('region').count()).toBeGreaterThan(20);
    await atEverySize(page, 'api-reference');
    await webhooks.scrollIntoViewIfNeeded();
    await atEverySize(page, 'api-reference-webhooks');
  });

  it('a staff member makes an API key, an integration calls the staff API with it, and revoking it stops it', async () => {
    const page = await signedInPage(browser(), server, await staffCookies());
    await page.goto('/admin/api');
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByText('No API keys yet.').waitFor();
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.getByLabel('Name').fill('Fulfilment spreadsheet');
    await atEverySize(page, 'api-key-create');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const shown = page.getByRole('dialog', { name: 'API Key Created' });
    const secret = (await shown.getByLabel('API key').textContent())!;
    expect(secret).toMatch(/^ep_live_[\w-]{43}$/);
    await atEverySize(page, 'api-key-secret');
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Never used').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // The integration: a server's call, no cookie, the key as a bearer token.
    const call = () =>
      fetch(`${server.baseUrl}/api/admin/creators`, {
        headers: { authorization: `Bearer ${secret}` },
      });
    const answered = await call();
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ items: expect.any(Array) });
    const asCreator = await fetch(`${server.baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(asCreator.status).toBe(401);

    await page.reload();
    await page.getByText(/Last used/).waitFor();
    await atEverySize(page, 'api-keys');
    await page.getByRole('button', { name: 'Revoke Fulfilment spreadsheet' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke Fulfilment spreadsheet?' })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await page.getByText(/^Revoked /).waitFor();
    expect((await call()).status).toBe(401);
    expect(server.log()).not.toContain(secret.slice('ep_live_'.length));
  });

  it('a staff member searches the API tab and opens a call to its schemas and example', async () => {
    const page = await signedInPage(browser(), server, await staffCookies());
    await page.goto('/admin/api');
    await page.getByLabel('Search operations').fill('post api-keys');
    await page.getByText('2 of', { exact: false }).waitFor();
    await page.getByText('makes a key acting as you', { exact: false }).click();
    const example = page.getByLabel('Example answer 201');
    expect(JSON.parse((await example.textContent())!)).toMatchObject({ secret: 'ep_live_…' });
    await atEverySize(page, 'api-reference-search');
  });

  it('a creator turns on "Add reminders to my calendar" and the address serves their reminders', async () => {
    const signedUp = await signUpThroughApi(server.baseUrl, { email: 'calendar@emberpath.test' });
    const page = await signedInPage(browser(), server, cookieOf(signedUp));
    await page.goto('/profile/settings/calendar');
    await page.getByRole('switch', { name: 'Add reminders to my calendar' }).click();
    const address = (await page.getByLabel('Calendar address').textContent())!;
    expect(address).toMatch(new RegExp(`^${server.baseUrl}/api/calendar/.+\\.ics$`));
    expect(
      await page.getByRole('link', { name: 'Subscribe in my calendar' }).getAttribute('href'),
    ).toBe(address.replace(/^http:/, 'webcal:'));
    await page.getByRole('heading', { name: 'Calendar', level: 2 }).scrollIntoViewIfNeeded();
    await atEverySize(page, 'calendar-feed');
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Emberpath: daily check-in');
    expect(server.log()).not.toContain(new URL(address).pathname);
  });
});
