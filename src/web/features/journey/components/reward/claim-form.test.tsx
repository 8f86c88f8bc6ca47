import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { getShippingAddressQueryOptions } from '#web/lib/get-shipping-address.ts';
import { apiError, stubApi } from '#testing/api-stub.ts';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { getLastClaimQueryOptions } from '../../api/get-last-claim.ts';
import { getProgressQueryOptions } from '../../api/get-progress.ts';
import { ClaimForm } from './claim-form.tsx';

const { user } = signedInUser();
const emptyBook = { name: '', address: '', city: '', state: '', zipCode: '', updatedAt: null };
const lastClaim = {
  name: 'Maya Rivera',
  address: '7 Lantern Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
};

function renderForm(book: typeof emptyBook | (typeof lastClaim & { updatedAt: string })) {
  renderSignedIn(<ClaimForm realmId={1} realmTitle="Ideation" onClose={() => {}} />, {
    seed: (queryClient) => {
      queryClient.setQueryData(getShippingAddressQueryOptions(user.id).queryKey, book);
      queryClient.setQueryData(getLastClaimQueryOptions(user.id).queryKey, {
        address: lastClaim,
      });
    },
  });
}

describe('the Ember Kit claim form', () => {
  it('says what the kit is, in the words staff wrote for it', () => {
    renderForm(emptyBook);
    expect(screen.getByText('Ideation Ember Kit')).toBeTruthy();
    expect(
      screen.getByText('A box of creative tools, posted to you to celebrate finishing Ideation.'),
    ).toBeTruthy();
  });

  it('fills the street address from the last claim when the address book is empty, and offers to save it', () => {
    renderForm(emptyBook);
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe(
      '7 Lantern Lane',
    );
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Portland');
    const save = screen.getByRole('checkbox', { name: 'Save this address to my address book' });
    expect((save as HTMLInputElement).checked).toBe(false);
  });

  it('prefers the saved address, and offers to save only when it changes', () => {
    renderForm({ ...lastClaim, address: '1 Saved Street', updatedAt: '2026-11-01T00:00:00Z' });
    const street = screen.getByLabelText(/Street address/) as HTMLInputElement;
    expect(street.value).toBe('1 Saved Street');
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).toBeNull();
    fireEvent.change(street, { target: { value: '2 New Street' } });
    expect(screen.getByRole('checkbox', { name: /Save this address/ })).toBeTruthy();
  });
});

describe('a kit claimed before, on another device', () => {
  const alreadyClaimed = apiError(409, {
    code: 'CONFLICT',
    title: 'Already Claimed',
    message:
      'You have already claimed the Ember Kit for Ideation, perhaps on another device. Nothing was sent again.',
  });

  it('says so in the dialog, never as a success, and refreshes the progress as it closes', async () => {
    const api = stubApi({ 'POST /api/realms/:realmId/complete': alreadyClaimed });
    const onClose = vi.fn();
    let queryClient!: QueryClient;
    const progressKey = getProgressQueryOptions(user.id).queryKey;
    const { unmount } = renderSignedIn(
      <>
        <ClaimForm realmId={1} realmTitle="Ideation" onClose={onClose} />
        <Toaster />
      </>,
      {
        seed: (client) => {
          queryClient = client;
          client.setQueryData(getShippingAddressQueryOptions(user.id).queryKey, emptyBook);
          client.setQueryData(getLastClaimQueryOptions(user.id).queryKey, { address: lastClaim });
          client.setQueryData(progressKey, progressAfterRealm1());
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Claim My Ember Kit' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Already Claimed');
    expect(status.textContent).toContain('perhaps on another device. Nothing was sent again.');
    expect(api.changes().map((request) => request.path)).toEqual(['/api/realms/1/complete']);
    expect(screen.queryByText('Reward Claimed!')).toBeNull();
    expect(screen.queryByText('Notification Sent!')).toBeNull();
    expect(screen.queryByLabelText(/Street address/)).toBeNull();
    // Not yet: the refreshed progress would take the dialog away before it was read.
    expect(queryClient.getQueryState(progressKey)?.isInvalidated).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
    await waitFor(() => expect(queryClient.getQueryState(progressKey)?.isInvalidated).toBe(true));
  });
});
