import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LAPTOP, newPhoneContext, PHONE, useBrowser, SMALL_PHONE } from './support/browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshot } from './support/screenshots.ts';

/** 'Terms of Service' and 'Privacy Policy' on the sign-in screen are pages: the default, or the operator's file. */

const browser = useBrowser();

describe('the legal pages', () => {
  it('opens both from the sign-in screen, with the default text, at every size', async () => {
    const page = await (await newPhoneContext(browser())).newPage();
    for (const [link, heading, words] of [
      ['Terms of Service', 'Terms of Service', 'Be kind to your buddies.'],
      ['Privacy Policy', 'Privacy Policy', 'One cookie keeps you signed in.'],
    ] as const) {
      await page.goto('/auth');
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText(words).waitFor();
      for (const viewport of [SMALL_PHONE, PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `legal-${link.split(' ')[0]!.toLowerCase()}`);
      }
      await page.setViewportSize(PHONE);
    }
    await page.getByRole('link', { name: 'Back to Emberpath' }).click();
    await page.waitForURL('**/auth');
  });

  it("shows the operator's own text from DATA_DIR/config/privacy.md", async () => {
    const configDir = path.join(inject('dataDir'), 'config');
    fs.mkdirSync(configDir, { recursive: true });
    const file = path.join(configDir, 'privacy.md');
    fs.writeFileSync(file, '# Hearth Studio\n\nWe keep your work on our own servers in Lisbon.');
    try {
      const page = await (await newPhoneContext(browser())).newPage();
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Hearth Studio', level: 2 }).waitFor();
      await page.getByText('We keep your work on our own servers in Lisbon.').waitFor();
      expect(await page.getByText('One cookie keeps you signed in.').count()).toBe(0);
    } finally {
      fs.rmSync(file);
    }
  });
});
