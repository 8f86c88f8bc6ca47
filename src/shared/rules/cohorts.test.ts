import { describe, expect, it } from 'vitest';
import {
  cohortLengthInWeeks,
  cohortRealmOpensAt,
  cohortWeekAt,
  cohortWeekStart,
  joinRefusalOf,
  realmWeeksProblem,
  weeklyRealmWeeks,
  type CohortTimes,
} from './cohorts.ts';

/** Monday 2 March 2026, 09:00 in London (GMT): the clocks go forward on Sunday 29 March. */
const london: CohortTimes = {
  startsAt: new Date('2026-03-02T09:00:00Z'),
  startsTimeZone: 'Europe/London',
  pace: 'paced',
  realmWeeks: [1, 2, 2, 4, 5, 6, 7, 8, 9, 10],
};

describe('a cohort’s weeks', () => {
  it('start at the same wall-clock time in the cohort’s zone, on either side of a change of the clocks', () => {
    expect(cohortWeekStart(london, 1)).toEqual(london.startsAt);
    expect(cohortWeekStart(london, 4)).toEqual(new Date('2026-03-23T09:00:00Z'));
    // Week 5 begins Monday 30 March, 09:00 BST = 08:00 UTC.
    expect(cohortWeekStart(london, 5)).toEqual(new Date('2026-03-30T08:00:00Z'));
  });

  it('counts the week at a moment: 0 before the start, then 1, 2… at each week’s first minute', () => {
    expect(cohortWeekAt(london, new Date('2026-03-02T08:59:59Z'))).toBe(0);
    expect(cohortWeekAt(london, london.startsAt)).toBe(1);
    expect(cohortWeekAt(london, new Date('2026-03-09T08:59:00Z'))).toBe(1);
    expect(cohortWeekAt(london, new Date('2026-03-09T09:00:00Z'))).toBe(2);
    // 08:30 UTC on 30 March is 09:30 in London: week 5 has begun, though 4 × 168 hours have not passed.
    expect(cohortWeekAt(london, new Date('2026-03-30T08:30:00Z'))).toBe(5);
    expect(cohortWeekAt(london, new Date('2026-03-30T07:59:00Z'))).toBe(4);
  });

  it('open a paced realm at its week, and every realm of a self-paced cohort at the start', () => {
    expect(cohortRealmOpensAt(london, 1)).toEqual(london.startsAt);
    expect(cohortRealmOpensAt(london, 3)).toEqual(new Date('2026-03-09T09:00:00Z'));
    expect(cohortRealmOpensAt({ ...london, pace: 'self' }, 9)).toEqual(london.startsAt);
    expect(cohortLengthInWeeks(london)).toBe(10);
    expect(cohortLengthInWeeks({ ...london, pace: 'self' })).toBeNull();
  });

  it('holds in a zone east of UTC, where the local start is the day before in UTC', () => {
    const tokyo: CohortTimes = {
      startsAt: new Date('2026-03-01T23:00:00Z'), // Monday 2 March, 08:00 in Tokyo
      startsTimeZone: 'Asia/Tokyo',
      pace: 'paced',
      realmWeeks: [...weeklyRealmWeeks],
    };
    expect(cohortRealmOpensAt(tokyo, 2)).toEqual(new Date('2026-03-08T23:00:00Z'));
    expect(cohortWeekAt(tokyo, new Date('2026-03-08T22:59:00Z'))).toBe(1);
    expect(cohortWeekAt(tokyo, new Date('2026-03-08T23:00:00Z'))).toBe(2);
  });
});

describe('a paced plan', () => {
  it('is one week per realm, realm 1 in week 1, never opening a realm before the one ahead of it', () => {
    expect(realmWeeksProblem(weeklyRealmWeeks)).toBeNull();
    expect(realmWeeksProblem([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toBeNull();
    expect(realmWeeksProblem([1, 2, 3])).toBe('Give a week for each of the 10 realms.');
    expect(realmWeeksProblem([2, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(
      'Realm 1 opens in week 1, when the cohort starts.',
    );
    expect(realmWeeksProblem([1, 3, 2, 4, 5, 6, 7, 8, 9, 10])).toBe(
      'Realm 3 cannot open before realm 2: realms open in order.',
    );
    expect(realmWeeksProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 105])).toMatch(
      /whole number from 1 to 104/,
    );
    expect(realmWeeksProblem([1, 2.5, 3, 4, 5, 6, 7, 8, 9, 10])).toMatch(/whole number/);
  });
});

describe('joining', () => {
  const cohort = { capacity: 3, closesAtStart: true, startsAt: new Date('2026-03-02T09:00:00Z') };
  const before = new Date('2026-03-01T00:00:00Z');

  it('takes members until the capacity, and none once a closing cohort has started', () => {
    expect(joinRefusalOf(cohort, 2, before)).toBeNull();
    expect(joinRefusalOf(cohort, 3, before)).toBe('full');
    expect(joinRefusalOf(cohort, 0, cohort.startsAt)).toBe('closed');
    expect(
      joinRefusalOf({ ...cohort, closesAtStart: false, capacity: null }, 500, cohort.startsAt),
    ).toBeNull();
  });
});
