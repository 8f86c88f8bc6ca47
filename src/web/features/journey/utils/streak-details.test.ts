import { describe, expect, it } from 'vitest';
import { noStreak, type Streaks } from '#shared/rules/streaks.ts';
import { streakDetails } from './streak-details.ts';

const plain: Streaks = { ...noStreak(), current: 1, best: 1 };

describe('streakDetails', () => {
  it('says the best run, and nothing more when no rest day was needed', () => {
    expect(streakDetails(plain)).toEqual(['Best: 1 day']);
  });

  it('says which day was the rest day, on that calendar day whatever the reader’s zone', () => {
    const [, restLine] = streakDetails({
      ...plain,
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
      streakDetails({
        ...plain,
        current: 4,
        best: 4,
        lastRestDay: '2026-03-10',
        isAtRisk: true,
      }).at(-1),
    ).toBe('Check in today to keep it');
  });

  it('says the freeze the run leaned on, the day it was relit, and the freezes still held', () => {
    expect(
      streakDetails({
        ...plain,
        current: 15,
        best: 15,
        lastFrozenDay: '2026-11-18',
        earnedBackOn: '2026-11-10',
        freezesHeld: 1,
        frozenDays: ['2026-11-17', '2026-11-18'],
      }),
    ).toEqual([
      'Best: 15 days',
      expect.stringMatching(/^Freeze used Wed, Nov 18$/),
      expect.stringMatching(/^Relit Tue, Nov 10$/),
      '1 streak freeze held',
    ]);
    expect(streakDetails({ ...plain, freezesHeld: 2 }).at(-1)).toBe('2 streak freezes held');
  });
});
