import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { expectAccessible } from './support/axe.ts';
import { completeTasks, finishRealmTasks } from './support/journey-api.ts';
import { newPhoneContext, signUp, uniqueEmail, useBrowser } from './support/browser.ts';
import { screenshotAtBothSizes } from './support/screenshots.ts';
import { expectToast } from './support/toast.ts';

const browser = useBrowser();

/** The screenshot at the phone size, then at the laptop size, checking nothing scrolls sideways. */
const nameOf = (email: string) => email.split('@')[0]!;
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('realm buddies', () => {
  it('pair by email with consent, see each other’s progress and notes, and graduate together', async () => {
    const emailA = uniqueEmail('buddy-a');
    const emailB = uniqueEmail('buddy-b');
    const [nameA, nameB] = [nameOf(emailA), nameOf(emailB)];
    const a = await (await newPhoneContext(browser())).newPage();
    const b = await (await newPhoneContext(browser())).newPage();
    await signUp(a, emailA);
    await signUp(b, emailB);
    await completeTasks(
      b,
      allTasksOf(realms[0]!).filter((task) => task.id === 'r1-origin-story'),
    );

    // A has no buddy yet, and asks B by email.
    await a.goto('/buddies');
    await a.getByRole('heading', { name: 'No realm buddies yet' }).waitFor();
    await a.getByRole('heading', { name: 'The Realm Buddy Guide' }).waitFor();
    await screenshotAtBothSizes(a, 'buddies-empty');
    await a.getByRole('button', { name: 'Find a Realm Buddy' }).click();
    const find = a.getByRole('dialog', { name: 'Find a Realm Buddy' });
    await find.getByText(/No one in your realm is looking right now/).waitFor();
    await find.getByLabel('Their email address').fill(emailB);
    await screenshotAtBothSizes(a, 'buddies-find-dialog');
    await find.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(a, 'Buddy Request Sent!');
    expect(await find.getByLabel('Their email address').inputValue()).toBe('');
    await a.keyboard.press('Escape');
    await find.waitFor({ state: 'detached' });
    expect(
      await a.evaluate(() => document.activeElement?.textContent?.includes('Find a Realm Buddy')),
    ).toBe(true);

    // B learns of it and accepts on Manage Buddies.
    await b.goto('/buddies');
    await b.getByRole('link', { name: /1 buddy request is waiting for you/ }).click();
    const incoming = b.getByRole('region', { name: 'Requests for You' });
    const accept = incoming.getByRole('button', { name: `Accept ${nameA}` });
    await accept.waitFor();
    await screenshotAtBothSizes(b, 'buddies-manage-request');
    await accept.click();
    await expectToast(b, 'You Have a Realm Buddy!');
    await b
      .getByRole('region', { name: 'Your Buddies' })
      .getByText(nameA, { exact: true })
      .waitFor();

    // Both see each other's real progress.
    await b.goto('/buddies');
    const aOnB = card(b, nameA);
    await aOnB.getByText('Your Creative Origin Story').waitFor();
    await aOnB.getByText('Realm 1: Ideation').waitFor();
    expect(
      await aOnB
        .getByRole('progressbar', { name: `${nameA}’s progress in Realm 1: Ideation` })
        .getAttribute('aria-valuenow'),
    ).toBe('0');
    await a.goto('/buddies');
    const bOnA = card(a, nameB);
    await bOnA.getByText('Audience Discovery Worksheet').waitFor();
    await bOnA.getByText('20%').waitFor();
    expect(await a.getByRole('button', { name: 'Find a Realm Buddy' }).isEnabled()).toBe(true);

    // B writes this week's note; an empty one is refused beside the field.
    await aOnB.getByRole('button', { name: 'Share Note' }).click();
    await aOnB.getByText('Please write a line or two about your week for your buddy.').waitFor();
    await aOnB.getByLabel('Your note for this week').fill('This week I filmed my first short.');
    await aOnB.getByRole('button', { name: 'Share Note' }).click();
    await expectToast(b, 'Note Shared!');
    await aOnB.getByRole('button', { name: 'Update Note' }).waitFor();
    await screenshotAtBothSizes(b, 'buddies-card-with-note');
    await a.reload();
    await card(a, nameB).getByText('This week I filmed my first short.').waitFor();
    await card(a, nameB)
      .getByText(new RegExp(`^${nameB} · this week ·`))
      .waitFor();
    await screenshotAtBothSizes(a, 'buddies-card-note-received');

    // A completes realm 1 and claims the kit: the pairing graduates.
    await finishRealmTasks(a, 1);
    await a.goto('/');
    const claim = a.getByRole('dialog', { name: 'Claim Your Ember Kit' });
    await claim.getByLabel('Full name').fill('Buddy A');
    await claim.getByLabel('Street address').fill('1 Ember Lane');
    await claim.getByRole('button', { name: 'Claim My Ember Kit' }).click();
    await expectToast(a, 'Reward Claimed!');
    await claim.waitFor({ state: 'detached' });
    await a.goto('/buddies/manage');
    const past = a.getByRole('region', { name: 'Past Pairings' });
    const pastB = past.getByRole('listitem').filter({ hasText: nameB });
    await pastB.getByText(/Realm 1: Ideation · .* · Graduated together/).waitFor();
    await screenshotAtBothSizes(a, 'buddies-manage-history');
    await a.goto('/buddies');
    await a.getByRole('heading', { name: 'No realm buddies yet' }).waitFor();

    await b.goto('/buddies');
    await b.getByRole('heading', { name: 'No realm buddies yet' }).waitFor();
    await b.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await b.getByRole('dialog', { name: 'Notifications' }).getByText('Buddies Graduated').waitFor();
  });

  it('lists findable creators of the realm, and the guide opens section by section', async () => {
    const seekerEmail = uniqueEmail('seeker');
    const openEmail = uniqueEmail('open');
    const seeker = await (await newPhoneContext(browser())).newPage();
    const open = await (await newPhoneContext(browser())).newPage();
    await signUp(seeker, seekerEmail);
    await signUp(open, openEmail);

    const saved = await open.request.put('/api/profile', {
      data: { name: '', bio: 'Pottery reels.', links: ['https://open.example/reels'] },
    });
    expect(saved.status()).toBe(200);

    // Off by default, as Manage Buddies shows…
    await open.goto('/buddies/manage');
    const findable = open.getByRole('switch', { name: 'Let creators in my realm find me' });
    expect(await findable.getAttribute('aria-checked')).toBe('false');
    await screenshotAtBothSizes(open, 'buddies-manage-empty');
    // …and turned on right in the find list's empty state.
    await open.goto('/buddies');
    await open.getByRole('button', { name: 'Find a Realm Buddy' }).click();
    const openFind = open.getByRole('dialog', { name: 'Find a Realm Buddy' });
    const findHere = openFind.getByRole('switch', { name: 'Let creators in my realm find me' });
    await screenshotAtBothSizes(open, 'buddies-find-empty-switch');
    await findHere.click();
    await expectToast(open, 'You Can Be Found');
    expect(await findHere.getAttribute('aria-checked')).toBe('true');

    // The seeker sees what the open creator shares: what they create and their links.
    await seeker.goto('/buddies');
    await seeker.getByRole('button', { name: 'Find a Realm Buddy' }).click();
    const dialog = seeker.getByRole('dialog', { name: 'Find a Realm Buddy' });
    await dialog.getByText(nameOf(openEmail), { exact: true }).waitFor();
    await dialog.getByText('Pottery reels.').waitFor();
    expect(
      await dialog.getByRole('link', { name: /open\.example\/reels/ }).getAttribute('href'),
    ).toBe('https://open.example/reels');
    await screenshotAtBothSizes(seeker, 'buddies-find-candidates');
    await dialog.getByRole('button', { name: `Ask to Pair with ${nameOf(openEmail)}` }).click();
    await expectToast(seeker, 'Buddy Request Sent!');
    await dialog.getByRole('button', { name: /^Request Sent/ }).waitFor();
    await expectAccessible(seeker, 'the find dialog with a request sent');
    await seeker.keyboard.press('Escape');

    // The guide: overview open at first, the rules a click away.
    await seeker.getByRole('button', { name: 'The Rules' }).click();
    await seeker.getByText(/At most two active buddies at a time/).waitFor();
    await screenshotAtBothSizes(seeker, 'buddies-guide-rules');

    // The open creator sees the request; the seeker can cancel it.
    await seeker.goto('/buddies/manage');
    const sent = seeker.getByRole('region', { name: 'Requests You Sent' });
    await sent.getByText(nameOf(openEmail), { exact: true }).waitFor();
    await sent.getByRole('button', { name: /^Cancel/ }).click();
    await expectToast(seeker, 'Request Cancelled');
    await sent.getByText('You have no requests waiting for an answer.').waitFor();
  });
});
