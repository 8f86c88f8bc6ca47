import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { pendingWrites } from '../../utils/pending-writes.ts';
import { QuestCard } from './quest-card.tsx';
import { QuestShareContext, type QuestShareProps } from './quest-share.tsx';

const progress = progressAfterRealm1();
const completedQuest = progress.realms[0]!.quests[0]!;
const openQuest = progress.realms[1]!.quests[1]!;

describe('QuestCard', () => {
  it('offers the app’s sharing on a completed quest only, about that quest', () => {
    const offered: QuestShareProps[] = [];
    const share = (props: QuestShareProps) => {
      offered.push(props);
      return <button type="button">Share with my buddy</button>;
    };
    renderSignedIn(
      <QuestShareContext value={share}>
        <QuestCard quest={completedQuest} isReadOnly />
        <QuestCard quest={openQuest} isReadOnly={false} />
      </QuestShareContext>,
    );
    expect(screen.getAllByRole('button', { name: 'Share with my buddy' })).toHaveLength(1);
    expect(offered.at(-1)).toEqual({
      questId: completedQuest.id,
      questTitle: completedQuest.title,
      headingId: `quest-${completedQuest.id}`,
    });
  });

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

  it('ties a refusal to the answer field: marked, described and focused, until the creator writes', async () => {
    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Quest' }));
    const field = screen.getByLabelText('Your response');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const [errorId] = field.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(errorId!)?.textContent).toBe(
      'Please write your response to complete this quest.',
    );
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Now I have words.' } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
  });

  it('keeps what the creator typed as a draft across a remount', () => {
    const first = renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    fireEvent.change(screen.getByLabelText('Your response'), {
      target: { value: 'Tuesday mornings, 7 to 8:30.' },
    });
    first.unmount();

    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    // Begun and kept: the quest is continued, not started.
    expect(screen.queryByRole('button', { name: 'Start Quest' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Your response') as HTMLTextAreaElement).value).toBe(
      'Tuesday mornings, 7 to 8:30.',
    );
  });

  it('puts the focus in the answer on Start Quest, and back on the button on Cancel', async () => {
    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Your response')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start Quest' }));
  });

  it('counts the ideas of the Idea Storm against the twenty its prompt asks for, politely', () => {
    const ideaStorm = progressWithRealmsDone(0, 0).realms[0]!.quests[2]!;
    renderSignedIn(<QuestCard quest={ideaStorm} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    const count = screen.getByText('0 of 20 ideas');
    expect(count.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(screen.getByLabelText('Your response'), {
      target: { value: 'A studio tour\n\n  \nMy first camera\nWhy I draw at night' },
    });
    expect(count.textContent).toBe('3 of 20 ideas');
  });

  it('shows a completion kept offline as waiting to be sent, not as a quest to start', () => {
    pendingWrites.add({
      kind: 'quest-completion',
      userId: signedInUser().user.id,
      questId: openQuest.id,
      questTitle: openQuest.title,
      content: 'Sunday evenings, phone in the other room.',
      savedAt: 1,
    });
    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    expect(screen.getByText('Saved on this device')).toBeTruthy();
    expect(screen.getByText('Sunday evenings, phone in the other room.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Quest' })).toBeNull();
  });

  it('puts the focus on the quest when its completion is kept offline, where the note says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSignedIn(<QuestCard quest={openQuest} isReadOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quest' }));
    fireEvent.change(screen.getByLabelText('Your response'), {
      target: { value: 'Written on the train.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Quest' }));
    await screen.findByText('Saved on this device');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: openQuest.title })),
    );
  });
});
