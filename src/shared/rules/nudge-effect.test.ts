import { describe, expect, it } from 'vitest';
import {
  differenceOfProportions,
  nudgeEffectOf,
  nudgeEffectWords,
  signedPoints,
  wilsonInterval,
} from './nudge-effect.ts';

const of = (successes: number, total: number) => ({ successes, total });

describe('wilsonInterval', () => {
  it('matches the published values', () => {
    // Newcombe (1998), table I: 81/263 → 0.2553 to 0.3662; 0/20 → 0 to 0.1611.
    const [low, high] = wilsonInterval(of(81, 263));
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
    expect(wilsonInterval(of(0, 20))[1]).toBeCloseTo(0.1611, 4);
  });
});

describe('differenceOfProportions (Newcombe hybrid score)', () => {
  // Newcombe (1998), "Interval estimation for the difference between independent proportions",
  // table II, method 10.
  it.each([
    [of(56, 70), of(48, 80), 0.0524, 0.3339],
    [of(9, 10), of(3, 10), 0.1705, 0.809],
    [of(6, 7), of(2, 7), 0.0582, 0.8062],
    [of(5, 56), of(0, 29), -0.0381, 0.1926],
    [of(0, 10), of(0, 20), -0.1611, 0.2775],
    [of(10, 10), of(0, 20), 0.6791, 1],
  ])('%o − %o runs from %d to %d', (first, second, low, high) => {
    const result = differenceOfProportions(first, second)!;
    expect(result.difference).toBeCloseTo(
      first.successes / first.total - second.successes / second.total,
      10,
    );
    expect(result.low).toBeCloseTo(low, 4);
    expect(result.high).toBeCloseTo(high, 4);
  });

  it('has no answer for an empty group', () => {
    expect(differenceOfProportions(of(3, 10), of(0, 0))).toBeNull();
  });
});

describe('nudgeEffectWords', () => {
  it('says when there are too few to tell', () => {
    expect(nudgeEffectWords(nudgeEffectOf(of(5, 12), of(0, 1)))).toBe(
      'Too few creators yet to tell: 12 nudged, 1 held back.',
    );
    expect(nudgeEffectWords(nudgeEffectOf(of(0, 0), of(0, 0)))).toBe(
      'Too few creators yet to tell: 0 nudged, 0 held back.',
    );
  });

  it('says no clear effect when the interval runs through zero', () => {
    expect(nudgeEffectWords(nudgeEffectOf(of(30, 100), of(27, 100)))).toMatch(
      /^No clear effect: the interval runs from −\d+ to \+\d+ points\.$/,
    );
  });

  it('says which way a clear effect went, with its interval', () => {
    expect(nudgeEffectWords(nudgeEffectOf(of(56, 70), of(48, 80)))).toBe(
      'Nudged creators came back more: +20 points (95% interval +5 to +33).',
    );
    expect(nudgeEffectWords(nudgeEffectOf(of(48, 80), of(56, 70)))).toBe(
      'Nudged creators came back less: −20 points (95% interval −33 to −5).',
    );
  });
});

describe('signedPoints', () => {
  it('writes whole points with their sign', () => {
    expect(signedPoints(0.114)).toBe('+11');
    expect(signedPoints(-0.04)).toBe('−4');
    expect(signedPoints(0.001)).toBe('0');
  });
});
