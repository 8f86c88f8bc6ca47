import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { StatCards } from './stat-cards.tsx';

describe('the streak card', () => {
  it('says when a rest day kept the streak going, and when today is at risk', () => {
    const progress = {
      ...progressAfterRealm1(),
      streak: { current: 4, best: 6, lastRestDay: '2026-11-18', isAtRisk: true },
    };
    renderWithProviders(<StatCards progress={progress} />);
    expect(screen.getByText('Day Streak').previousElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Best: 6 days')).toBeTruthy();
    expect(screen.getByText(/^Rest day used Wed, Nov 18$/)).toBeTruthy();
    expect(screen.getByText('Check in today to keep it')).toBeTruthy();
  });

  it('says nothing about rest days when none was needed', () => {
    renderWithProviders(<StatCards progress={progressAfterRealm1()} />);
    expect(screen.queryByText(/Rest day used/)).toBeNull();
    expect(screen.queryByText('Check in today to keep it')).toBeNull();
  });
});
