import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderSignedIn } from '#testing/render.tsx';
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
