import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '#testing/api-stub.ts';
import { renderSignedIn } from '#testing/render.tsx';
import type { SharedAnswers } from '../api/get-shared-answers.ts';
import { ShareAnswerControl } from './share-answer-control.tsx';

const jonas = { id: 'creator-2', name: 'Jonas', avatar: null };

const nothingShared: SharedAnswers = {
  buddies: [{ pairId: 7, ...jonas }],
  sharedWithMe: [],
  mine: [],
};

const sharedWithJonas: SharedAnswers = {
  ...nothingShared,
  mine: [
    {
      id: 11,
      questId: 'r1-origin-story',
      questTitle: 'Origin Story',
      realmId: 1,
      answer: { content: 'I started filming in my kitchen.', fileName: null },
      sharedAt: '2026-11-20T10:00:00.000Z',
      reaction: null,
      with: jonas,
    },
  ],
};

function renderControl() {
  renderSignedIn(
    <>
      <h3 id="quest-heading">Origin Story</h3>
      <ShareAnswerControl
        questId="r1-origin-story"
        questTitle="Origin Story"
        headingId="quest-heading"
      />
    </>,
  );
}

describe('ShareAnswerControl', () => {
  it('asks first, naming the buddy, and shares only on Share', async () => {
    let isShared = false;
    const api = stubApi({
      'GET /api/buddies/shared': () => (isShared ? sharedWithJonas : nothingShared),
      'POST /api/quests/:questId/share': () => {
        isShared = true;
        return { questId: 'r1-origin-story', sharedWith: [jonas] };
      },
    });
    renderControl();
    const button = await screen.findByRole('button', { name: 'Share with my buddy' });
    expect(button.getAttribute('aria-describedby')).toBe('quest-heading');
    fireEvent.click(button);

    const dialog = screen.getByRole('alertdialog', { name: 'Share this answer with Jonas?' });
    expect(
      within(dialog).getByText(/Jonas will be able to read your answer to “Origin Story”/),
    ).toBeTruthy();
    // Cancel shares nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.changes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Share with my buddy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared with Jonas')).toBeTruthy();
    expect(api.changes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/quests/r1-origin-story/share',
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says who it is shared with, and Stop sharing takes it back', async () => {
    let isShared = true;
    const api = stubApi({
      'GET /api/buddies/shared': () => (isShared ? sharedWithJonas : nothingShared),
      'DELETE /api/quests/:questId/share': () => {
        isShared = false;
        return { questId: 'r1-origin-story', sharedWith: [] };
      },
    });
    renderControl();
    expect(await screen.findByText('Shared with Jonas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Share with my buddy' })).toBeTruthy();
    expect(api.sent()).toContain('DELETE /api/quests/r1-origin-story/share');
  });

  it('offers nothing without a buddy', async () => {
    stubApi({ 'GET /api/buddies/shared': { buddies: [], sharedWithMe: [], mine: [] } });
    renderControl();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks about both buddies when there are two', async () => {
    stubApi({
      'GET /api/buddies/shared': {
        ...nothingShared,
        buddies: [
          ...nothingShared.buddies,
          { pairId: 8, id: 'creator-3', name: 'Ines', avatar: null },
        ],
      },
    });
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Share with my buddies' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Share this answer with Jonas and Ines?' }),
    ).toBeTruthy();
  });

  it('shares nothing when the server refuses', async () => {
    stubApi({
      'GET /api/buddies/shared': nothingShared,
      'POST /api/quests/:questId/share': apiError(409, {
        code: 'CONFLICT',
        title: 'No Buddy Yet',
        message: 'You need a realm buddy to share with.',
      }),
    });
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Share with my buddy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(/^Shared with/)).toBeNull();
  });
});
