import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getShippingAddressQueryOptions } from '#web/lib/get-shipping-address.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { getLastClaimQueryOptions } from '../../api/get-last-claim.ts';
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
