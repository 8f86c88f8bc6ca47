import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { SignedInUserContext } from '#web/lib/session.ts';
import { QuestCard } from './quest-card.tsx';

const creator: Me = {
  user: {
    id: 'creator-1',
    email: 'maya@emberpath.test',
    name: 'Maya Rivera',
    image: null,
    emailVerified: true,
    timeZone: 'UTC',
  },
  isStaff: false,
};

/** As inside the signed-in shell, which provides the creator. */
function renderSignedIn(ui: ReactNode) {
  return renderWithProviders(<SignedInUserContext value={creator}>{ui}</SignedInUserContext>);
}

const progress = progressAfterRealm1();
const completedQuest = progress.realms[0]!.quests[0]!;
const openQuest = progress.realms[1]!.quests[1]!;

describe('QuestCard', () => {
  it('shows a completed quest with its date and its answer to read back', () => {
    renderSignedIn(<QuestCard quest={completedQuest} isReadOnly />);
    expect(screen.getByText(/^Completed on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Quest' })).toBeNull();
    expect(screen.getByText(`My answer to ${completedQuest.title}`)).toBeTruthy();
  });

  it('opens on Start Quest with the prompt and affirmation, and closes on Cancel', () => {
    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    expect(screen.getByText(/block one 60-90 minute content session/)).toBeTruthy();
    expect(
      screen.getByText('I honour my rhythm. Consistency grows from care, not pressure.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Quest' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Complete Quest' })).toBeNull();
  });

  it('keeps what the creator typed as a draft across a remount', () => {
    const first = renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    fireEvent.change(screen.getByLabelText('Your response'), {
      target: { value: 'Tuesday mornings, 7 to 8:30.' },
    });
    first.unmount();

    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    expect((screen.getByLabelText('Your response') as HTMLTextAreaElement).value).toBe(
      'Tuesday mornings, 7 to 8:30.',
    );
  });
});
