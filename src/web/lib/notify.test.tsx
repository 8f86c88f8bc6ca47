import { render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { notify, notifyError, notifyRefusal } from './notify.ts';

describe('toasts of one action', () => {
  it('a success replaces the error of the same action; another action’s error stays', async () => {
    render(<Toaster />);
    notifyRefusal(requiredFieldMessages.rewardClaim, { id: 'claim-kit' });
    await screen.findByText(requiredFieldMessages.rewardClaim.title);
    notifyError(new Error('offline'), 'Claim not sent', { id: 'claim-kit' });
    notifyError(new Error('offline'), 'Address not saved', { id: 'save-address' });
    await screen.findByText('Claim not sent');
    await screen.findByText('Address not saved');
    // The second failure took the refusal's place rather than stacking on it.
    expect(screen.queryByText(requiredFieldMessages.rewardClaim.title)).toBeNull();

    notify('success', 'Reward Claimed!', { id: 'claim-kit' });
    await screen.findByText('Reward Claimed!');
    await waitFor(() => expect(screen.queryByText('Claim not sent')).toBeNull());
    expect(screen.getByText('Address not saved')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
