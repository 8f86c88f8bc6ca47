import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickWhenReady,
  LAPTOP,
  newPhoneContext,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';

const browser = useBrowser();

/**
 * Decision 026: a signed-in creator's `/` arrives drawn with their dashboard
 * and carries their data, so the realm card paints with the HTML and the app
 * takes the markup over without asking /api/me or /api/progress again, and
 * without a mismatch (React reports one as a console error).
 */
describe('the signed-in dashboard drawn by the server', () => {
  it('paints the realm card from the first HTML and hydrates it without asking again', async () => {
    const signUpContext = await newPhoneContext(browser());
    const signUpPage = await signUpContext.newPage();
    await signUp(signUpPage, uniqueEmail('first-paint'));
    const cookies = await signUpContext.cookies();

    for (const [label, viewport] of [
      ['small-phone', { width: 320, height: 640 }],
      ['phone', undefined],
      ['laptop', LAPTOP],
    ] as const) {
      // A new device: nothing kept but the session cookie (no service worker, no copies).
      const context = await newPhoneContext(browser(), viewport);
      await context.addCookies(cookies);
      const page = await context.newPage();
      // Before any script of the page runs (its code is fetched after the first paint), keep the drawn card.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { drawnCard: unknown }).drawnCard =
              document.getElementById('realm-hero-title');
        });
      });
      const problems: string[] = [];
      const apiCalls: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`console: ${message.text()}`);
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiCalls.push(pathname);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });

      const response = await page.goto('/');
      const html = await response!.text();
      expect(html, label).toContain('id="realm-hero-title"');
      expect(html, label).toContain('emberpath-first-data');
      expect(response!.headers()['cache-control']).toBe('private, no-store');

      // Hydrated (the menu opens), and the card is still the element drawn before any script ran.
      await clickWhenReady(
        page.getByRole('button', { name: 'Open user menu' }),
        page.getByRole('menu'),
      );
      await page.keyboard.press('Escape');
      const isDrawnCardKept = await page.evaluate(() => {
        const drawn = (window as unknown as { drawnCard: Element | null }).drawnCard;
        return drawn !== null && drawn === document.getElementById('realm-hero-title');
      });
      expect(isDrawnCardKept, label).toBe(true);
      await screenshot(page, `dashboard-drawn-${label}`);
      expect(apiCalls.filter((call) => call === '/api/me' || call === '/api/progress')).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
    await signUpContext.close();
  });

  /** Decision 031: the drawn pages' code is fetched once their first paint is on screen. */
  async function codeRequestedBeforeFirstPaint(page: Page): Promise<string[]> {
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    return page.evaluate(() => {
      const paintedAt = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime < paintedAt)
        .map((entry) => `${entry.name} at ${entry.startTime} ms, painted at ${paintedAt} ms`);
    });
  }

  it('fetches the code of the drawn pages only after they have painted', async () => {
    const signUpContext = await newPhoneContext(browser());
    await signUp(await signUpContext.newPage(), uniqueEmail('paint-first'));
    const cookies = await signUpContext.cookies();
    await signUpContext.close();

    for (const [label, route, signedIn] of [
      ['sign-in screen', '/auth', false],
      ['signed-in home', '/', true],
    ] as const) {
      const context = await newPhoneContext(browser());
      if (signedIn) await context.addCookies(cookies);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        // A Content-Security-Policy that refused the inline loader would say so here.
        if (message.type() === 'error') problems.push(message.text());
      });
      const html = await (await page.goto(route))!.text();
      expect(html, label).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
      expect(await codeRequestedBeforeFirstPaint(page), label).toEqual([]);
      // And the code came: the page answers.
      await page.locator('[inert]').waitFor({ state: 'detached' });
      await page.locator('script[type="module"]').waitFor({ state: 'attached' });
      expect(problems, label).toEqual([]);
      await context.close();
    }
  });

  it("moves the creator's day to this device's time zone once the first screen is up", async () => {
    const signUpContext = await newPhoneContext(browser(), undefined, { timezoneId: 'UTC' });
    await signUp(await signUpContext.newPage(), uniqueEmail('time-zone'));
    const cookies = await signUpContext.cookies();
    await signUpContext.close();

    const context = await newPhoneContext(browser(), undefined, { timezoneId: 'Pacific/Auckland' });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const moved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/me/time-zone'),
    );
    await page.goto('/');
    expect((await moved).postDataJSON()).toEqual({ timeZone: 'Pacific/Auckland' });
    await expect
      .poll(() => page.evaluate(() => fetch('/api/me').then((response) => response.json())))
      .toMatchObject({ user: { timeZone: 'Pacific/Auckland' } });
  });

  it('sends a visitor on / to the drawn sign-in screen', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await response!.text()).toContain('Welcome, creator');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
