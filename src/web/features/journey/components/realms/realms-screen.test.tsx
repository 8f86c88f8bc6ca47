import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { RealmsScreen } from './realms-screen.tsx';

describe('RealmsScreen', () => {
  it('marks each realm Completed, Current or Locked and counts them', () => {
    renderWithProviders(<RealmsScreen progress={progressAfterRealm1()} />);
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
    renderWithProviders(<RealmsScreen progress={progress} />);
    const steps = within(screen.getByRole('list', { name: 'Your journey' })).getAllByRole(
      'listitem',
    );
    expect(within(steps[0]!).getByText('Ember Kit: Shipped.')).toBeTruthy();
    expect(within(steps[0]!).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(steps[1]!).queryByText(/Ember Kit/)).toBeNull();
  });

  it('links only unlocked realms with content to their quests', () => {
    renderWithProviders(<RealmsScreen progress={progressAfterRealm1()} />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/quests?realm=1', '/quests?realm=2']);
  });
});
