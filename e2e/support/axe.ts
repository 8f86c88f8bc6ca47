import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 levels A and AA, the bar every screen and open state must clear. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeViolation = { id: string; help: string; targets: string[] };

/** Runs axe-core in the page (evaluated, so the page's CSP needs no exception). */
export async function findViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: { id: string; help: string; nodes: { target: string[] }[] }[];
    };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<AxeResult> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map(({ target }) => target.join(' ')),
    }));
  }, WCAG_21_AA);
}

/** Fails with every violation, named by the screen or state it was found in. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Let transitions settle: axe judges colours as painted. A toast that came late (its code is
  // fetched with the page's first toast) may still be fading in after the pause on a busy machine.
  await page.waitForTimeout(250);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await findViolations(page), `axe violations on ${where}`).toEqual([]);
}
