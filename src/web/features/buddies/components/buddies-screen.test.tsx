import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { getBuddiesQueryOptions, type BuddyCards } from '../api/get-buddies.ts';
import { BuddiesScreen } from './buddies-screen.tsx';

const { user } = signedInUser();

function renderWith(cards: Partial<BuddyCards>) {
  renderSignedIn(<BuddiesScreen />, {
    seed: (queryClient) =>
      queryClient.setQueryData(getBuddiesQueryOptions(user.id).queryKey, {
        buddies: [],
        thisWeek: '2026-11-23',
        waitingRequests: 0,
        ...cards,
      } as BuddyCards),
  });
}

describe('/buddies without a buddy', () => {
  it('shows the email field right in the empty state, not behind the Find dialog', () => {
    renderWith({});
    const empty = screen.getByRole('heading', { name: 'No realm buddies yet' }).closest('section')!;
    expect(within(empty).getByRole('textbox', { name: /Their email address/ })).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Send Request' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts the waiting requests in words that agree with the number', () => {
    renderWith({ waitingRequests: 1 });
    expect(screen.getByText('1 buddy request is waiting for you')).toBeTruthy();
  });
});
