import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderSignedIn } from '#testing/render.tsx';
import { Dashboard } from './dashboard.tsx';

/** Back after four days: the last thing done was realm 1's final task. */
function returningCreator() {
  const progress = progressAfterRealm1();
  progress.comeback = {
    welcome: {
      at: '2026-11-17T18:00:00.000Z',
      kind: 'answer',
      questId: 'r1-final-ember-ignition',
      daysAway: 4,
    },
    rekindled: null,
  };
  return progress;
}

describe('the welcome back', () => {
  afterEach(() => localStorage.clear());

  it('greets a returning creator with what they last did, where they left off and one small step', async () => {
    renderSignedIn(<Dashboard progress={returningCreator()} isConfirmed />);
    const card = await screen.findByRole('region', { name: 'Welcome back, Maya' });
    expect(card.textContent).toContain('It’s been 4 days');
    expect(card.textContent).toMatch(/You last worked on “Ember Ignition” on Nov 17, 2026\./);
    expect(within(card).getByText('Message Map Worksheet')).toBeTruthy();
    // The small step is today's check-in: it takes the creator to the answer, ready to write.
    fireEvent.click(within(card).getByRole('button', { name: 'Check in today' }));
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: returningCreator().today.prompt }),
    );
    // It comes first, before the realm's own card.
    const hero = screen.getByRole('region', { name: /Structure/ });
    expect(card.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers the next quest once today’s check-in is done', async () => {
    const progress = returningCreator();
    progress.today.hasCheckedIn = true;
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    const card = await screen.findByRole('region', { name: 'Welcome back, Maya' });
    expect(within(card).getByRole('link', { name: 'Start: Message Map Worksheet' })).toBeTruthy();
  });

  it('is put away for this return with "Not now", and comes again on the next one', async () => {
    const { unmount } = renderSignedIn(<Dashboard progress={returningCreator()} isConfirmed />);
    const card = await screen.findByRole('region', { name: 'Welcome back, Maya' });
    fireEvent.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: /Welcome back/ })).toBeNull();
    unmount();

    // The same return, another visit: still put away.
    const again = renderSignedIn(<Dashboard progress={returningCreator()} isConfirmed />);
    expect(screen.queryByRole('region', { name: /Welcome back/ })).toBeNull();
    again.unmount();

    // A later return, from a later last activity.
    const later = returningCreator();
    later.comeback.welcome = { ...later.comeback.welcome!, at: '2026-11-25T18:00:00.000Z' };
    renderSignedIn(<Dashboard progress={later} isConfirmed />);
    expect(await screen.findByRole('region', { name: 'Welcome back, Maya' })).toBeTruthy();
  });

  it('shows nothing to a creator who was here in the last few days', () => {
    renderSignedIn(<Dashboard progress={progressAfterRealm1()} isConfirmed />);
    expect(screen.queryByRole('region', { name: /Welcome back/ })).toBeNull();
  });

  it('rewards the return with Rekindled among the achievements', () => {
    const progress = progressAfterRealm1();
    progress.comeback.rekindled = { on: '2026-11-20', daysAway: 5 };
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    const achievements = screen.getByRole('region', { name: 'Recent Achievements' });
    expect(
      within(achievements).getByText(/Rekindled · back after 5 days, Nov 20, 2026/),
    ).toBeTruthy();
  });
});
