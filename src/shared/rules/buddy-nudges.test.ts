import { describe, expect, it } from 'vitest';
import { buddyNudgeStateOf, isQuietFor, nudgeWordsFor } from './buddy-nudges.ts';

const days = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, index) => `2026-11-${String(from + index).padStart(2, '0')}`,
  );

describe('isQuietFor', () => {
  it('is quiet after two whole days without a check-in and none today', () => {
    expect(isQuietFor(['2026-11-18'], '2026-11-21')).toBe(true);
    expect(isQuietFor([], '2026-11-21')).toBe(true);
  });

  it('is not quiet with a check-in today, yesterday or the day before', () => {
    expect(isQuietFor(['2026-11-19'], '2026-11-21')).toBe(false);
    expect(isQuietFor(['2026-11-20'], '2026-11-21')).toBe(false);
    expect(isQuietFor(['2026-11-21'], '2026-11-21')).toBe(false);
  });
});

describe('nudgeWordsFor', () => {
  it('names the sender warmly, with words that change from day to day', () => {
    const week = days(15, 21).map((date) => nudgeWordsFor('Maya', date));
    for (const words of week) {
      expect(words).toMatch(/^Maya /);
      expect(words).not.toMatch(/behind|missed|again|should|failed/i);
    }
    expect(new Set(week).size).toBeGreaterThan(1);
  });
});

describe('buddyNudgeStateOf', () => {
  it('offers a nudge only for a quiet buddy who takes them, and says nothing of why not', () => {
    const quiet = { hasNudgedToday: false, isBuddyQuiet: true, acceptsNudges: true };
    expect(buddyNudgeStateOf(quiet)).toBe('available');
    expect(buddyNudgeStateOf({ ...quiet, isBuddyQuiet: false })).toBe('unavailable');
    expect(buddyNudgeStateOf({ ...quiet, acceptsNudges: false })).toBe('unavailable');
    expect(buddyNudgeStateOf({ ...quiet, hasNudgedToday: true })).toBe('nudged-today');
  });
});
