import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { expectAccessible } from './support/axe.ts';
import {
  LAPTOP,
  makeStaff,
  newPhoneContext,
  PHONE,
  signUp,
  uniqueEmail,
  useBrowser,
} from './support/browser.ts';
import { completeTasks } from './support/journey-api.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshot, screenshotWholePage } from './support/screenshots.ts';
import { expectToast } from './support/toast.ts';
import { openConsoleTab } from './support/console-nav.ts';

const browser = useBrowser();

async function look(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, name);
  await screenshot(page, `insights-${name}`);
}

const secondQuest = realms[0]!.quests[1]!;

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('insights on a %s', (size, viewport) => {
  it('staff find a creator stalled on a quest and nudge them; the creator reads it in the bell', async () => {
    const creatorEmail = uniqueEmail(`stalled-${size}`);
    const creator = await (await newPhoneContext(browser(), viewport)).newPage();
    await signUp(creator, creatorEmail);
    // Active (a check-in) and on the second quest of realm 1.
    await completeTasks(creator, [realms[0]!.quests[0]!]);
    const checkin = await creator.request.post('/api/checkins', {
      data: { response: 'Drafting today.' },
    });
    expect(checkin.status()).toBe(201);

    const staff = await (await newPhoneContext(browser(), viewport)).newPage();
    await signUp(staff, uniqueEmail(`insights-staff-${size}`));
    await makeStaff(staff);
    await staff.goto('/admin');
    await openConsoleTab(staff, 'Insights');
    await staff.getByRole('heading', { name: 'Where creators stall' }).waitFor();
    const realmChart = staff.getByRole('figure', { name: /Realm 1: Ideation/ });
    await realmChart.getByRole('img').waitFor();
    await screenshotWholePage(staff, `insights-${size}`);
    // Comebacks: the creator's check-in today came after no days away, so the weeks read none.
    const comebacks = staff.getByRole('figure', { name: /Comebacks per week/ });
    await comebacks.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(staff);
    await screenshot(staff, `insights-comebacks-${size}`);
    await realmChart.getByText('Show the numbers as a table').click();
    await look(staff, `stall-table-${size}`);

    const seeWhoIsOn = () =>
      realmChart
        .getByRole('button', { name: new RegExp(`see who is on ${secondQuest.title}`) })
        .click();
    await seeWhoIsOn();
    const onQuest = staff.getByRole('region', { name: `On “${secondQuest.title}” now` });
    await onQuest.getByRole('link', { name: creatorEmail.toLowerCase() }).waitFor();
    const row = onQuest
      .locator('li:visible, tr:visible')
      .filter({ has: staff.getByRole('link', { name: creatorEmail.toLowerCase() }) });
    await row.getByRole('button', { name: /^Nudge/ }).click();
    const dialog = staff.getByRole('dialog', { name: /^Nudge/ });
    await dialog.getByLabel(/^Message/).waitFor();
    await look(staff, `nudge-dialog-${size}`);
    await dialog.getByLabel(/^Message/).fill('Hi {name}, "{quest}" is a good one for today.');
    // Before sending: whom it reaches, counted by the server, and the words as they will read them.
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.getByText('Sends to 1 creator').waitFor();
    await preview.getByText(`Hi there, "${secondQuest.title}" is a good one for today.`).waitFor();
    await look(staff, `nudge-preview-${size}`);
    await dialog.getByRole('button', { name: 'Send nudge' }).click();
    await expectToast(staff, 'Nudge Sent');
    await dialog.getByText('Sent to 1 creator.').waitFor();
    await screenshot(staff, `insights-nudge-sent-${size}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await row.getByText('Nudged today').waitFor();
    // The server's record, not the screen's: still there after a reload.
    await staff.reload();
    await realmChart.getByText('Show the numbers as a table').click();
    await seeWhoIsOn();
    await row.getByText('Nudged today').waitFor();

    // A second nudge within the week would reach no one: the preview says why, and Send waits.
    // (Clicking Send before the preview answered raced it; the server's skip is an API test.)
    await row.getByRole('button', { name: /^Nudge/ }).click();
    await dialog.getByLabel(/^Message/).fill('Hi {name}, one more thing.');
    await preview.getByText('Sends to no one').waitFor();
    await preview.getByText(/1 skipped \(nudged or held back in the last 7 days/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Send nudge' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The other views: who comes back, daily activity, kits and emails, each with its numbers.
    await staff
      .getByRole('navigation', { name: 'Insights' })
      .getByRole('link', { name: 'Who keeps coming back' })
      .click();
    await staff.getByRole('figure', { name: 'Weekly retention' }).getByRole('table').waitFor();
    const daily = staff.getByRole('figure', { name: 'Active creators a day' });
    await daily.getByRole('img').waitFor();
    await daily.getByText('Show the numbers as a table').click();
    await staff.getByRole('figure', { name: 'Streaks today' }).getByRole('img').waitFor();
    await staff.getByText('Emails failed this week').waitFor();
    await look(staff, `retention-activity-${size}`);

    // Staff keep their own words: a template written here is offered when nudging a list.
    await staff.getByRole('button', { name: 'Add Template' }).click();
    const templateDialog = staff.getByRole('dialog', { name: 'Add Template' });
    await templateDialog.getByLabel(/^Name/).fill(`Quest buddy ${size}`);
    await templateDialog.getByLabel(/^Message/).fill('Hi {name}, want a buddy for "{quest}"?');
    await templateDialog.getByLabel('Offered first for').selectOption('stuck-on-quest');
    await look(staff, `template-dialog-${size}`);
    await templateDialog.getByRole('button', { name: 'Add Template' }).click();
    await expectToast(staff, 'Template Added');
    await staff
      .getByRole('list', { name: 'Nudge templates' })
      .getByRole('heading', { name: `Quest buddy ${size}` })
      .waitFor();
    await onQuest.getByRole('button', { name: 'Nudge them all' }).click();
    const listDialog = staff.getByRole('dialog', {
      name: `Nudge everyone on “${secondQuest.title}”`,
    });
    await listDialog.getByLabel('Start from').selectOption({ label: `Quest buddy ${size}` });
    expect(await listDialog.getByLabel(/^Message/).inputValue()).toBe(
      'Hi {name}, want a buddy for "{quest}"?',
    );
    await listDialog
      .getByRole('region', { name: 'Preview' })
      .getByText(/^Sends to /)
      .waitFor();
    await listDialog.getByRole('button', { name: 'Cancel' }).click();

    await creator.goto('/');
    const bell = creator.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const popover = creator.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText('A note from the Emberpath team').waitFor();
    await popover.getByText(`"${secondQuest.title}" is a good one for today.`).waitFor();
    await screenshot(creator, `insights-creator-bell-${size}`);
  });
});
