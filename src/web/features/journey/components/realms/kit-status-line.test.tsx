import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '#testing/render.tsx';
import { KitStatusLine } from './kit-status-line.tsx';

const claim = {
  realmId: 1,
  status: 'cancelled' as const,
  carrier: null,
  trackingNumber: null,
  cancelReason: 'The address could not be reached.',
  shippedAt: null,
};

describe('a cancelled Ember Kit', () => {
  it('shows the reason and lets the creator correct the address and claim again', async () => {
    renderSignedIn(<KitStatusLine claim={claim} realmTitle="Ideation" />);
    expect(screen.getByText(/Reason: The address could not be reached\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct the address and claim again' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Claim Your Ember Kit Again' },
      { timeout: 10_000 },
    );
    expect(
      within(dialog).getByText(/was cancelled: The address could not be reached\./),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Claim My Ember Kit Again' })).toBeTruthy();
  });

  it('offers nothing more for a kit on its way', () => {
    renderSignedIn(
      <KitStatusLine
        claim={{ ...claim, status: 'pending', cancelReason: null }}
        realmTitle="Ideation"
      />,
    );
    expect(screen.getByText(/Ember Kit: Pending\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
