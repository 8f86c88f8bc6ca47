import { describe, expect, it } from 'vitest';
import { localDateIn } from './calendar.ts';
import {
  isFreshStartDay,
  rekindledOf,
  returnDaysOf,
  welcomeBackOf,
  type LastActivity,
} from './comebacks.ts';

const checkin = (at: string): LastActivity => ({ at, kind: 'checkin', questId: null });
/** A creator's zone and their date there at `now`. */
const onClock = (timeZone: string, now: Date) => ({ timeZone, today: localDateIn(timeZone, now) });

describe('the welcome back', () => {
  it('greets a creator whose last activity was three or more of their days ago', () => {
    // Friday 20 November, 23:30 in New York (04:30 UTC on the 21st).
    const last = checkin('2026-11-21T04:30:00Z');
    const at = (now: string) => welcomeBackOf(last, onClock('America/New_York', new Date(now)));
    // Sunday 22 in New York: two days, a next day rather than a return.
    expect(at('2026-11-22T15:00:00Z')).toBeNull();
    // Monday 23 in New York: three days away.
    expect(at('2026-11-23T15:00:00Z')).toEqual({ ...last, daysAway: 3 });
    // In UTC the same activity fell on the 21st: Monday is only two days on.
    expect(welcomeBackOf(last, onClock('UTC', new Date('2026-11-23T15:00:00Z')))).toBeNull();
  });

  it('is nothing for a creator who never did anything yet', () => {
    expect(welcomeBackOf(null, onClock('UTC', new Date()))).toBeNull();
  });

  it('counts whole local days across a daylight-saving change', () => {
    // London falls back on Sunday 25 October 2026: Friday 23 to Monday 26 is three days.
    const last = checkin('2026-10-23T20:00:00Z');
    expect(
      welcomeBackOf(last, onClock('Europe/London', new Date('2026-10-26T00:30:00Z'))),
    ).toMatchObject({ daysAway: 3 });
  });
});

describe('Rekindled', () => {
  it('is the latest check-in that came three or more days after the one before', () => {
    expect(rekindledOf(['2026-11-01', '2026-11-02', '2026-11-03'])).toBeNull();
    // The 2nd to the 4th: two days, not a return.
    expect(rekindledOf(['2026-11-02', '2026-11-04'])).toBeNull();
    expect(rekindledOf(['2026-11-01', '2026-11-05', '2026-11-06', '2026-11-20'])).toEqual({
      on: '2026-11-20',
      daysAway: 14,
    });
    // Order and duplicates do not matter.
    expect(rekindledOf(['2026-11-06', '2026-11-01', '2026-11-06'])).toEqual({
      on: '2026-11-06',
      daysAway: 5,
    });
  });
});

describe('a fresh start', () => {
  it('is a Monday or the first of a month', () => {
    expect(isFreshStartDay('2026-11-23')).toBe(true); // Monday
    expect(isFreshStartDay('2026-12-01')).toBe(true); // Tuesday, the first
    expect(isFreshStartDay('2026-11-24')).toBe(false);
  });
});

describe('the days of return', () => {
  it('are each day of activity 3+ days after the one before, once each, in order', () => {
    expect(
      returnDaysOf([
        '2026-11-13',
        '2026-11-02',
        '2026-11-04',
        '2026-11-07',
        '2026-11-07',
        '2026-11-09',
        '2026-12-01',
      ]),
    ).toEqual(['2026-11-07', '2026-11-13', '2026-12-01']);
  });

  it('never count the first day, nor anything for no activity', () => {
    expect(returnDaysOf(['2026-11-02'])).toEqual([]);
    expect(returnDaysOf([])).toEqual([]);
  });
});
