import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { StatCards } from './stat-cards.tsx';

describe('the streak card', () => {
  it('says when a rest day kept the streak going, and when today is at risk', () => {
    const progress = {
      ...progressAfterRealm1(),
      streak: {
        ...progressAfterRealm1().streak,
        current: 4,
        best: 6,
        lastRestDay: '2026-11-18',
        isAtRisk: true,
      },
    };
    renderWithProviders(<StatCards progress={progress} />);
    expect(screen.getByText('Day Streak').previousElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Best: 6 days')).toBeTruthy();
    expect(screen.getByText(/^Rest day used Wed, Nov 18$/)).toBeTruthy();
    expect(screen.getByText('Check in today to keep it')).toBeTruthy();
  });

  it('says the freeze that kept the streak and the freezes still held', () => {
    const progress = {
      ...progressAfterRealm1(),
      streak: {
        ...progressAfterRealm1().streak,
        current: 15,
        best: 15,
        lastFrozenDay: '2026-11-18',
        freezesHeld: 1,
        frozenDays: ['2026-11-18'],
      },
    };
    renderWithProviders(<StatCards progress={progress} />);
    expect(screen.getByText(/^Freeze used Wed, Nov 18$/)).toBeTruthy();
    expect(screen.getByText('1 streak freeze held')).toBeTruthy();
  });

  it('says nothing about rest days when none was needed', () => {
    renderWithProviders(<StatCards progress={progressAfterRealm1()} />);
    expect(screen.queryByText(/Rest day used/)).toBeNull();
    expect(screen.queryByText('Check in today to keep it')).toBeNull();
  });
});

describe('the realms completed card', () => {
  const figureOf = () => {
    const card = screen.getByText('Realms Completed').parentElement!;
    return [card.children[1]!.textContent, card.children[3]!.textContent];
  };

  it('stays as it was when staff open the next realm: nothing the creator did changed', () => {
    const everyRealmDone = progressWithRealmsDone(3, 3);
    const { rerender } = renderWithProviders(<StatCards progress={everyRealmDone} />);
    expect(figureOf()).toEqual(['3', '15 quests done']);

    // Staff publish realm 4: it opens to this creator with its quests, none done yet.
    const realmFourOpen = structuredClone(everyRealmDone);
    realmFourOpen.currentRealm = 4;
    realmFourOpen.realms[3] = {
      ...realmFourOpen.realms[3]!,
      isComingSoon: false,
      quests: realmFourOpen.realms[0]!.quests.map((quest) => ({
        ...quest,
        id: `realm4-${quest.id}`,
        completed: false,
        completedAt: null,
        content: null,
      })),
    };
    rerender(<StatCards progress={realmFourOpen} />);
    expect(figureOf()).toEqual(['3', '15 quests done']);
  });

  it('keeps a quest staff removed after it was done', () => {
    const progress = progressWithRealmsDone(1, 1);
    const [removed, ...kept] = progress.realms[0]!.quests;
    progress.realms[0] = { ...progress.realms[0]!, quests: kept, retiredQuests: [removed!] };
    renderWithProviders(<StatCards progress={progress} />);
    expect(figureOf()).toEqual(['1', '5 quests done']);
  });
});
