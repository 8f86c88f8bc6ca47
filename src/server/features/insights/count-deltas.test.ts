import { describe, expect, it } from 'vitest';
import { countDeltasOf, weekIndexOf } from './count-deltas.ts';
import type { CreatorFacts } from './creator-facts.ts';

const factsOf = (days: { activeDays: string[]; checkinDays: string[]; cohortId?: number }) =>
  ({ signupDay: '2026-11-02', cohortId: null, ...days }) as CreatorFacts;

describe('count deltas', () => {
  it('numbers weeks from each creator’s own sign-up day', () => {
    expect(weekIndexOf('2026-11-02', '2026-11-02')).toBe(0);
    expect(weekIndexOf('2026-11-02', '2026-11-08')).toBe(0);
    expect(weekIndexOf('2026-11-02', '2026-11-09')).toBe(1);
    expect(weekIndexOf('2026-11-02', '2026-11-01')).toBe(-1);
  });

  it('adds a new creator, takes out a gone one, and leaves out what cancels', () => {
    const before = {
      signupDay: '2026-11-02',
      activeDays: ['2026-11-02', '2026-11-03'],
      checkinDays: ['2026-11-03'],
      cohortId: null,
    };
    const after = factsOf({
      activeDays: ['2026-11-03', '2026-11-10'],
      checkinDays: ['2026-11-03', '2026-11-10'],
    });
    const deltas = countDeltasOf([{ before, after }]);
    expect(deltas.cohorts).toEqual([]);
    expect(deltas.days).toEqual(
      expect.arrayContaining([
        { day: '2026-11-02', signupDay: '2026-11-02', activeCreators: -1, checkins: 0 },
        { day: '2026-11-10', signupDay: '2026-11-02', activeCreators: 1, checkins: 1 },
      ]),
    );
    expect(deltas.days).toHaveLength(2);
    expect(deltas.weeks).toEqual([{ signupDay: '2026-11-02', weekIndex: 1, activeCreators: 1 }]);

    const gone = countDeltasOf([{ before, after: null }]);
    expect(gone.cohorts).toEqual([{ signupDay: '2026-11-02', creators: -1 }]);
    expect(gone.weeks).toEqual([{ signupDay: '2026-11-02', weekIndex: 0, activeCreators: -1 }]);
    const arriving = countDeltasOf([{ before: null, after }]);
    expect(arriving.cohorts).toEqual([{ signupDay: '2026-11-02', creators: 1 }]);
  });

  it('adds a batch up into one delta a key', () => {
    const one = factsOf({ activeDays: ['2026-11-03'], checkinDays: ['2026-11-03'] });
    const deltas = countDeltasOf([
      { before: null, after: one },
      { before: null, after: { ...one, userId: 'other' } },
    ]);
    expect(deltas.days).toEqual([
      { day: '2026-11-03', signupDay: '2026-11-02', activeCreators: 2, checkins: 2 },
    ]);
    expect(deltas.cohorts).toEqual([{ signupDay: '2026-11-02', creators: 2 }]);
  });

  it('counts a member under their cohort too, and moves their days when they change cohort', () => {
    const days = { activeDays: ['2026-11-03', '2026-11-10'], checkinDays: ['2026-11-03'] };
    const joining = countDeltasOf([{ before: null, after: factsOf({ ...days, cohortId: 4 }) }]);
    expect(joining.days).toHaveLength(2);
    expect(joining.memberSizes).toEqual([{ cohortId: 4, signupDay: '2026-11-02', creators: 1 }]);
    expect(joining.memberDays).toEqual(
      expect.arrayContaining([
        { cohortId: 4, day: '2026-11-03', signupDay: '2026-11-02', activeCreators: 1, checkins: 1 },
      ]),
    );
    expect(joining.memberWeeks).toHaveLength(2);

    const moving = countDeltasOf([
      {
        before: { signupDay: '2026-11-02', ...days, cohortId: 4 },
        after: factsOf({ ...days, cohortId: 7 }),
      },
    ]);
    expect(moving.days).toEqual([]);
    expect(moving.cohorts).toEqual([]);
    expect(moving.memberSizes).toEqual([
      { cohortId: 4, signupDay: '2026-11-02', creators: -1 },
      { cohortId: 7, signupDay: '2026-11-02', creators: 1 },
    ]);
    expect(moving.memberWeeks.map((week) => [week.cohortId, week.activeCreators])).toEqual([
      [4, -1],
      [4, -1],
      [7, 1],
      [7, 1],
    ]);

    const outside = countDeltasOf([{ before: null, after: factsOf(days) }]);
    expect(outside.memberDays).toEqual([]);
    expect(outside.memberSizes).toEqual([]);
  });
});
