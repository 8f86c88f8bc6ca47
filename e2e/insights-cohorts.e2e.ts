import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import { expectAccessible } from './support/axe.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  signUp,
  SMALL_PHONE,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { openConsoleTab } from './support/console-nav.ts';
import { completeTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshot } from './support/screenshots.ts';
import { signUpInPage } from './support/sign-up.ts';

const browser = useBrowser();

async function createCohort(staff: Page, name: string): Promise<number> {
  const created = await staff.request.post('/api/admin/cohorts', {
    data: {
      name,
      startsAt: '2026-01-05T09:00:00Z',
      startsTimeZone: 'UTC',
      capacity: null,
      pace: 'self',
      realmWeeks: [...weeklyRealmWeeks],
      closesAtStart: false,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A creator signed up in a browser profile of their own, placed in the cohort by staff. */
async function memberOf(
  staff: Page,
  cohortId: number,
  viewport: { width: number; height: number },
): Promise<Page> {
  const creator = await (await newPhoneContext(browser(), viewport)).newPage();
  await signUpInPage(creator, { email: uniqueEmail('cohort-member'), name: 'Member' });
  const me = (await (await creator.request.get('/api/me')).json()) as { user: { id: string } };
  const added = await staff.request.put(`/api/admin/cohorts/${cohortId}/members/${me.user.id}`);
  expect(added.status()).toBe(204);
  return creator;
}

describe.each([
  ['small phone', SMALL_PHONE],
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('insights by cohort on a %s', (size, viewport) => {
  it('staff filter the insights by a cohort, then compare two cohorts side by side', async () => {
    const name = size.replace(' ', '-');
    const staff = await (await newPhoneContext(browser(), viewport)).newPage();
    await signUp(staff, uniqueEmail(`cohort-staff-${name}`));
    await makeStaff(staff);
    const suffix = `${size} ${Date.now()}`;
    const north = `North ${suffix}`;
    const south = `South ${suffix}`;
    const northId = await createCohort(staff, north);
    const southId = await createCohort(staff, south);
    const walker = await memberOf(staff, northId, viewport);
    await completeTasks(walker, [realms[0]!.quests[0]!]);
    await memberOf(staff, northId, viewport);
    await memberOf(staff, southId, viewport);

    await staff.goto('/admin');
    await openConsoleTab(staff, 'Insights');
    await staff.getByLabel('Cohort', { exact: true }).selectOption({ label: north });
    const funnel = staff.getByRole('figure', { name: 'Funnel' });
    await funnel
      .getByText('2 signed up and 0 had a kit shipped', { exact: false })
      .waitFor({ timeout: 20_000 });
    await funnel.getByText('First quest completed · 1 (50%)').waitFor();
    expect(new URL(staff.url()).searchParams.get('cohortId')).toBe(String(northId));
    await expectNoSidewaysScroll(staff);
    await screenshot(staff, `insights-cohort-filter-${name}`);

    await staff.getByRole('link', { name: 'Compare cohorts' }).click();
    await staff.getByRole('checkbox', { name: north }).check();
    await staff.getByRole('checkbox', { name: south }).check();
    const northChart = staff.getByRole('figure', { name: north });
    const southChart = staff.getByRole('figure', { name: south });
    await northChart.getByText('First quest completed · 50% (1/2)').waitFor();
    await southChart.getByText('Signed up · 100% (1/1)').waitFor();
    await staff.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(staff);
    await expectAccessible(staff, `compare cohorts (${size})`);
    await screenshot(staff, `insights-compare-${name}`);
    // Side by side on a laptop; one under the other on a phone.
    const [northBox, southBox] = [await northChart.boundingBox(), await southChart.boundingBox()];
    if (size === 'laptop') expect(southBox!.y).toBe(northBox!.y);
    else expect(southBox!.y).toBeGreaterThan(northBox!.y + northBox!.height - 1);

    await staff.getByLabel('Compare', { exact: true }).selectOption('stall');
    await northChart.getByText(`${realms[0]!.quests[0]!.title} · 50% (1/2)`).waitFor();
    await northChart.getByText('Show the numbers as a table').click();
    await expectNoSidewaysScroll(staff);
    await expectAccessible(staff, `compare cohorts, stalls table (${size})`);
    await screenshot(staff, `insights-compare-stall-${name}`);
  });
});
