import { describe, expect, it } from 'vitest';
import { streakDetails } from './streak-details.ts';

describe('streakDetails', () => {
  it('says the best run, and nothing more when no rest day was needed', () => {
    expect(streakDetails({ current: 1, best: 1, lastRestDay: null, isAtRisk: false })).toEqual([
      'Best: 1 day',
    ]);
  });

  it('says which day was the rest day, on that calendar day whatever the reader’s zone', () => {
    const [, restLine] = streakDetails({
      current: 4,
      best: 9,
      lastRestDay: '2026-03-08',
      isAtRisk: false,
    });
    expect(restLine).toMatch(/^Rest day used /);
    expect(restLine).toContain('8');
    expect(restLine).toMatch(/Sun/);
  });

  it('asks for today’s check-in when the week’s rest day is spent', () => {
    expect(
      streakDetails({ current: 4, best: 4, lastRestDay: '2026-03-10', isAtRisk: true }).at(-1),
    ).toBe('Check in today to keep it');
  });
});
