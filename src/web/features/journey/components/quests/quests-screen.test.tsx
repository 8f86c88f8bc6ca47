import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { stubApi } from '#testing/api-stub.ts';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { getProgressQueryOptions, useProgress } from '../../api/get-progress.ts';
import { QuestsScreen } from './quests-screen.tsx';

describe('QuestsScreen', () => {
  it('marks the first quest not done "Up next", and only that one', () => {
    const progress = progressAfterRealm1();
    const realm2 = progress.realms[1]!;
    realm2.quests[0]!.completed = true;
    realm2.quests[0]!.completedAt = new Date('2026-11-11T10:00:00Z');
    renderSignedIn(<QuestsScreen realm={realm2} nextRealm={progress.realms[2]} />);

    const upNext = screen.getAllByText('Up next');
    expect(upNext).toHaveLength(1);
    const card = upNext[0]!.closest('article')!;
    expect(within(card).getByRole('heading', { name: realm2.quests[1]!.title })).toBeTruthy();
  });

  it('celebrates the last quest of a realm and offers the kit claim right there', async () => {
    const progress = progressWithRealmsDone(1, 0);
    renderSignedIn(<QuestsScreen realm={progress.realms[0]!} nextRealm={progress.realms[1]} />);

    expect(screen.getByRole('heading', { name: 'Realm Mastery Achieved' })).toBeTruthy();
    expect(screen.queryByText('Up next')).toBeNull();
    // The motion is reduced-motion aware: every animation class is behind motion-safe.
    const celebration = screen
      .getByRole('heading', { name: 'Realm Mastery Achieved' })
      .closest('section')!;
    const animated = celebration.querySelectorAll('[class*="animate-"]');
    expect(animated.length).toBeGreaterThan(0);
    for (const node of animated) {
      expect(node.getAttribute('class')).not.toMatch(/(^|\s)animate-/);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Claim Your Ember Kit' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Claim Your Ember Kit' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Claim My Ember Kit' })).toBeTruthy();
  });

  it('offers the way on to the next realm once a realm is mastered', () => {
    const progress = progressAfterRealm1();
    renderSignedIn(<QuestsScreen realm={progress.realms[0]!} nextRealm={progress.realms[1]} />);
    expect(screen.getByRole('heading', { name: 'Realm Mastered!' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /On to Realm 2: Structure/ }).getAttribute('href'),
    ).toBe('/quests?realm=2');
  });

  it('gives a locked realm a way back', () => {
    const progress = progressAfterRealm1();
    renderSignedIn(<QuestsScreen realm={progress.realms[2]!} />);
    expect(screen.getByRole('heading', { name: 'Implementation is Locked' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to your current realm' }).getAttribute('href'),
    ).toBe('/quests');
    expect(screen.getByRole('link', { name: 'See your journey' }).getAttribute('href')).toBe(
      '/realms',
    );
  });
});

describe('QuestsScreen, where the focus goes', () => {
  /** A creator in realm 1 with its first `done` tasks done, not yet claimed. */
  function progressInRealmOne(done: number) {
    const progress = progressWithRealmsDone(1, 0);
    allTasksOf(progress.realms[0]!).forEach((task, index) => {
      task.completed = index < done;
      task.completedAt = index < done ? new Date('2026-11-10T10:00:00Z') : null;
    });
    return progress;
  }

  /** As the quests route has it: the screen follows the progress, fetched again after a change. */
  function QuestsOfRealmOne() {
    const progress = useProgress();
    return progress.data ? <QuestsScreen realm={progress.data.realms[0]!} /> : null;
  }

  /** Completes the next task on the screen; the server then answers the progress with it done. */
  function completeOnScreen(done: number, questTitle: string) {
    stubApi({
      'POST /api/quests/:questId/complete': { completedAt: '2026-11-21T10:00:00.000Z' },
      'GET /api/progress': progressInRealmOne(done + 1),
    });
    renderSignedIn(<QuestsOfRealmOne />, {
      seed: (queryClient) =>
        queryClient.setQueryData(
          getProgressQueryOptions(signedInUser().user.id).queryKey,
          progressInRealmOne(done),
        ),
    });
    const card = screen.getByRole('article', { name: questTitle });
    fireEvent.click(within(card).getByRole('button', { name: 'Start Quest' }));
    fireEvent.change(within(card).getByLabelText('Your response'), {
      target: { value: 'Done with care.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Complete Quest' }));
  }

  it('moves on to the next quest once one is completed, not to the page', async () => {
    const [first, second] = realms[0]!.quests;
    completeOnScreen(0, first!.title);
    const next = screen.getByRole('article', { name: second!.title });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(next).getByRole('button', { name: 'Start Quest' }),
      ),
    );
  });

  it('brings the realm’s mastery into focus when its last task is completed', async () => {
    completeOnScreen(4, realms[0]!.finalTask!.title);
    const heading = await screen.findByRole('heading', { name: 'Realm Mastery Achieved' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
