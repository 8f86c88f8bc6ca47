import { describe, expect, it } from 'vitest';
import { hasOpeningPassed, isRealmLive } from './curriculum.ts';

const now = new Date('2026-12-01T18:53:00Z');
const secondsFromNow = (seconds: number) => new Date(now.getTime() + seconds * 1_000);

describe('hasOpeningPassed', () => {
  it('refuses a time gone by, and takes a few seconds of clock skew as now', () => {
    expect(hasOpeningPassed(new Date('2026-12-01T08:00:00Z'), now)).toBe(true);
    expect(hasOpeningPassed(secondsFromNow(-6), now)).toBe(true);
    expect(hasOpeningPassed(secondsFromNow(-5), now)).toBe(false);
    expect(hasOpeningPassed(now, now)).toBe(false);
    expect(hasOpeningPassed(secondsFromNow(60), now)).toBe(false);
  });
});

describe('isRealmLive', () => {
  it('opens a scheduled realm at its instant, never a draft', () => {
    expect(isRealmLive({ state: 'scheduled', opensAt: secondsFromNow(1) }, now)).toBe(false);
    expect(isRealmLive({ state: 'scheduled', opensAt: now }, now)).toBe(true);
    expect(isRealmLive({ state: 'draft', opensAt: null }, now)).toBe(false);
    expect(isRealmLive({ state: 'live', opensAt: null }, now)).toBe(true);
  });
});
