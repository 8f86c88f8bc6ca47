import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { pendingWrites } from '../../utils/pending-writes.ts';
import { DailyCheckinCard } from './daily-checkin-card.tsx';

const TODAY = '2026-03-10';
const PROMPT = 'What did you make today?';
const { user } = signedInUser();

describe('DailyCheckinCard', () => {
  it('keeps a check-in sent without a connection on the device, and shows it waiting', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    renderSignedIn(<DailyCheckinCard date={TODAY} prompt={PROMPT} />);

    fireEvent.change(screen.getByLabelText(PROMPT), {
      target: { value: 'Filmed the intro on the train.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Check-in' }));

    await screen.findByText('Saved on this device');
    expect(screen.getByText('Filmed the intro on the train.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(pendingWrites.list(user.id)).toEqual([
      expect.objectContaining({
        kind: 'checkin',
        date: TODAY,
        response: 'Filmed the intro on the train.',
      }),
    ]);
    // The pending write holds the text now; the draft is not kept twice.
    expect(localStorage.getItem(`emberpath-draft:${user.id}:checkin:${TODAY}`)).toBeNull();
  });

  it('shows a check-in kept earlier instead of the form, only to its own creator', () => {
    pendingWrites.add({
      kind: 'checkin',
      userId: user.id,
      date: TODAY,
      response: 'Wrote this in the tunnel.',
      savedAt: 1,
    });
    const mine = renderSignedIn(<DailyCheckinCard date={TODAY} prompt={PROMPT} />);
    expect(screen.getByText('Wrote this in the tunnel.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Check-in' })).toBeNull();
    mine.unmount();

    const someoneElse = signedInUser();
    someoneElse.user.id = 'creator-2';
    renderSignedIn(<DailyCheckinCard date={TODAY} prompt={PROMPT} />, { me: someoneElse });
    expect(screen.queryByText('Wrote this in the tunnel.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Check-in' })).toBeTruthy();
  });
});
