import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { RealmsScreen } from './realms-screen.tsx';

/** A creator in Berlin past realm 3, with realm 4 scheduled by staff for 08:00 UTC on 1 December. */
function inBerlinWithRealmFourScheduled() {
  const me = signedInUser();
  me.user.timeZone = 'Europe/Berlin';
  const progress = progressWithRealmsDone(3, 3);
  progress.realms[3]!.opensAt = new Date('2026-12-01T08:00:00Z');
  return { me, progress };
}

describe('a realm scheduled to open', () => {
  it('says on the journey map when it opens, on the creator’s clock; an unscheduled one stays Coming Soon', () => {
    const { me, progress } = inBerlinWithRealmFourScheduled();
    renderSignedIn(<RealmsScreen progress={progress} />, { me });
    const steps = within(screen.getByRole('list', { name: 'Your journey' })).getAllByRole(
      'listitem',
    );
    expect(within(steps[3]!).getByText('Opens Tue 1 Dec at 09:00')).toBeTruthy();
    expect(within(steps[3]!).queryByText('Coming Soon')).toBeNull();
    expect(within(steps[4]!).getByText('Coming Soon')).toBeTruthy();
  });
});

describe('RealmsScreen', () => {
  it('marks each realm Completed, Current or Locked and counts them', () => {
    renderSignedIn(<RealmsScreen progress={progressAfterRealm1()} />);
    const journey = screen.getByRole('list', { name: 'Your journey' });
    const steps = within(journey).getAllByRole('listitem');
    expect(steps).toHaveLength(10);
    expect(within(steps[0]!).getByText('Completed')).toBeTruthy();
    expect(within(steps[0]!).getByText(/^Completed on /)).toBeTruthy();
    expect(within(steps[0]!).getByText('Realm Mastered')).toBeTruthy();
    expect(within(steps[1]!).queryByText('Realm Mastered')).toBeNull();
    expect(within(steps[1]!).getByText('Current')).toBeTruthy();
    expect(within(steps[2]!).getByText('Locked')).toBeTruthy();
    expect(within(steps[3]!).getByText('Coming Soon')).toBeTruthy();

    const counts = Object.fromEntries(
      ['Completed', 'Current', 'Remaining'].map((label) => [
        label,
        screen.getAllByText(label).find((node) => node.tagName === 'DT')!.previousElementSibling!
          .textContent,
      ]),
    );
    expect(counts).toEqual({ Completed: '1', Current: '1', Remaining: '8' });
  });

  it('shows the Ember Kit’s status and tracking number on its completed realm', () => {
    const progress = progressAfterRealm1();
    progress.rewardsClaimed = [
      {
        realmId: 1,
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        cancelReason: null,
        shippedAt: new Date('2026-03-03T10:00:00.000Z'),
      },
    ];
    renderSignedIn(<RealmsScreen progress={progress} />);
    const steps = within(screen.getByRole('list', { name: 'Your journey' })).getAllByRole(
      'listitem',
    );
    expect(within(steps[0]!).getByText('Ember Kit: Shipped.')).toBeTruthy();
    expect(within(steps[0]!).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(steps[1]!).queryByText(/^Ember Kit:/)).toBeNull();
  });

  it('describes each open realm’s Ember Kit as staff wrote it, and no kit of a realm still to come', () => {
    renderSignedIn(<RealmsScreen progress={progressAfterRealm1()} />);
    const steps = within(screen.getByRole('list', { name: 'Your journey' })).getAllByRole(
      'listitem',
    );
    for (const [index, title] of ['Ideation', 'Structure', 'Implementation'].entries()) {
      const kit = within(steps[index]!).getByText(`${title} Ember Kit`).closest('p')!;
      expect(kit.textContent).toContain(
        `A box of creative tools, posted to you to celebrate finishing ${title}.`,
      );
    }
    expect(within(steps[3]!).queryByText(/A box of creative tools/)).toBeNull();
  });

  it('links only unlocked realms with content to their quests', () => {
    renderSignedIn(<RealmsScreen progress={progressAfterRealm1()} />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/quests?realm=1', '/quests?realm=2']);
  });
});
