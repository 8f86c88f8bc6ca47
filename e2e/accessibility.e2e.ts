import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, newPhoneContext, signUp, uniqueEmail } from './support/browser.ts';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page (evaluated, so the page's CSP needs no exception). */
async function findViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

const browser = useBrowser();

describe('accessibility', () => {
  it('/auth has no axe violations', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await findViolations(page)).toEqual([]);
    await context.close();
  });

  it('the dashboard has no axe violations', async () => {
    const context = await newPhoneContext(browser());
    const page = await context.newPage();
    await signUp(page, uniqueEmail());
    await page.waitForTimeout(300);
    expect(await findViolations(page)).toEqual([]);
    await context.close();
  });
});
