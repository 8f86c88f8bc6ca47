import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { renderSignedIn } from '#testing/render.tsx';
import type { BuddyCard as BuddyCardData } from '../api/get-buddies.ts';
import { BuddyCard } from './buddy-card.tsx';

const THIS_WEEK = '2026-11-16';

const buddy: BuddyCardData = {
  id: 7,
  name: 'Jonas Berg',
  avatar: null,
  realm: 'Realm 1: Ideation',
  realmId: 1,
  progress: 40,
  currentQuest: 'The Idea Storm',
  pairedAt: '2026-11-02T10:00:00.000Z',
  streak: 3,
  streakTogether: 5,
  nudge: 'unavailable',
  commitment: null,
  notes: [
    {
      id: 2,
      isMine: false,
      authorName: 'Jonas Berg',
      weekStart: THIS_WEEK,
      writtenOn: '2026-11-18',
      text: 'Filmed two shorts.',
    },
    {
      id: 1,
      isMine: true,
      authorName: 'You',
      weekStart: '2026-11-09',
      writtenOn: '2026-11-12',
      text: 'Wrote my origin story.',
    },
  ],
};

describe('BuddyCard', () => {
  it('shows who the buddy is, where they are in their realm, and the pair’s dated notes', () => {
    renderSignedIn(<BuddyCard buddy={buddy} thisWeek={THIS_WEEK} />);
    const card = screen.getByRole('article', { name: 'Jonas Berg' });
    expect(within(card).getByText('JB')).toBeTruthy();
    expect(within(card).getByText('Realm 1: Ideation')).toBeTruthy();
    expect(within(card).getByText('3-day streak')).toBeTruthy();
    expect(within(card).getByText('The Idea Storm')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', {
      name: 'Jonas Berg’s progress in Realm 1: Ideation',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const notes = within(card).getAllByRole('listitem');
    expect(notes[0]!.textContent).toMatch(
      /^Jonas Berg · this week · Wed, Nov 18Filmed two shorts\.$/,
    );
    expect(notes[1]!.textContent).toMatch(/^You · week of Nov 9 · Thu, Nov 12/);
    // No note of mine this week yet: the form offers to share one.
    expect(within(card).getByRole('button', { name: 'Share Note' })).toBeTruthy();
  });

  it('refuses an empty note beside the field, which takes the focus, and keeps a written note to update', async () => {
    const { unmount } = renderSignedIn(<BuddyCard buddy={buddy} thisWeek={THIS_WEEK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share Note' }));
    const field = screen.getByLabelText(/^Your note for this week/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const [errorId] = field.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(errorId!)?.textContent).toBe(
      'Please write a line or two about your week for your buddy.',
    );
    expect(document.activeElement).toBe(field);
    unmount();

    const withMine = {
      ...buddy,
      notes: [{ ...buddy.notes[1]!, id: 3, weekStart: THIS_WEEK, text: 'Edited all week.' }],
    };
    renderSignedIn(<BuddyCard buddy={withMine} thisWeek={THIS_WEEK} />);
    expect((screen.getByLabelText(/^Your note for this week/) as HTMLTextAreaElement).value).toBe(
      'Edited all week.',
    );
    expect(screen.getByRole('button', { name: 'Update Note' })).toBeTruthy();
  });
});

describe('BuddyCard: the two together', () => {
  it('shows the days both checked in, and invites rather than counts at nothing', () => {
    const { unmount } = renderSignedIn(<BuddyCard buddy={buddy} thisWeek={THIS_WEEK} />);
    expect(screen.getByText('5 days together')).toBeTruthy();
    unmount();
    renderSignedIn(<BuddyCard buddy={{ ...buddy, streakTogether: 1 }} thisWeek={THIS_WEEK} />);
    expect(screen.getByText('1 day together')).toBeTruthy();
  });

  it('says nothing of a streak of zero but how to start one', () => {
    renderSignedIn(<BuddyCard buddy={{ ...buddy, streakTogether: 0 }} thisWeek={THIS_WEEK} />);
    expect(screen.getByText('Check in today to start a streak together.')).toBeTruthy();
    expect(screen.queryByText(/0 days/)).toBeNull();
  });

  it('offers no nudge, and says nothing about why, when none may go', () => {
    renderSignedIn(<BuddyCard buddy={buddy} thisWeek={THIS_WEEK} />);
    const card = screen.getByRole('article', { name: 'Jonas Berg' });
    expect(within(card).queryByRole('button', { name: /Nudge/ })).toBeNull();
    expect(within(card).queryByText(/nudge/i)).toBeNull();
  });

  it('nudges a quiet buddy in one tap: busy while sending, then “Nudged today”', async () => {
    const held = heldReply({ pairId: 7, sentOn: '2026-11-18', nudge: 'nudged-today' });
    const api = stubApi({
      'POST /api/buddies/:pairId/nudge': held.reply,
      'GET /api/buddies': { buddies: [], thisWeek: THIS_WEEK, waitingRequests: 0 },
    });
    renderSignedIn(<BuddyCard buddy={{ ...buddy, nudge: 'available' }} thisWeek={THIS_WEEK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nudge Jonas Berg' }));
    const busy = await screen.findByRole('button', { name: 'Nudging...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    held.release();
    const done = await screen.findByRole('button', { name: 'Nudged today' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(api.changes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/buddies/7/nudge',
    ]);
  });

  it('shows a nudge already sent today as done', () => {
    renderSignedIn(<BuddyCard buddy={{ ...buddy, nudge: 'nudged-today' }} thisWeek={THIS_WEEK} />);
    const done = screen.getByRole('button', { name: 'Nudged today' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets the nudge be tried again when the server refuses it', async () => {
    stubApi({
      'POST /api/buddies/:pairId/nudge': apiError(409, {
        code: 'CONFLICT',
        title: 'Your Buddy Is on Their Way',
        message: 'Your buddy checked in lately, so there is no need for a nudge.',
      }),
      'GET /api/buddies': { buddies: [], thisWeek: THIS_WEEK, waitingRequests: 0 },
    });
    renderSignedIn(<BuddyCard buddy={{ ...buddy, nudge: 'available' }} thisWeek={THIS_WEEK} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nudge Jonas Berg' }));
    const again = await screen.findByRole('button', { name: 'Nudge Jonas Berg' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('button', { name: 'Nudged today' })).toBeNull();
  });

  it('shows the buddy’s "This week I will …" line when they wrote one', () => {
    renderSignedIn(
      <BuddyCard
        buddy={{ ...buddy, commitment: 'post two shorts and reply to comments' }}
        thisWeek={THIS_WEEK}
      />,
    );
    expect(screen.getByText('This week Jonas will:').parentElement?.textContent).toBe(
      'This week Jonas will: post two shorts and reply to comments',
    );
  });
});
