import { describe, expect, it } from 'vitest';
import { addCreatorToWeeks, emptyWeeksUpTo, weekStartsUpTo } from './comebacks.service.ts';

const NOW = new Date('2026-11-25T15:30:00Z');
const ms = (instant: string) => new Date(instant).getTime();

describe('the comebacks weeks', () => {
  it('are the twelve Mondays up to this week’s, oldest first', () => {
    expect(weekStartsUpTo(NOW)).toHaveLength(12);
    expect(weekStartsUpTo(NOW)[0]).toBe('2026-09-07');
    expect(weekStartsUpTo(NOW).at(-1)).toBe('2026-11-23');
    // A Monday's own week is the last one.
    expect(weekStartsUpTo(new Date('2026-11-23T00:00:00Z')).at(-1)).toBe('2026-11-23');
  });

  it('count a return on the creator’s own calendar, and a nudge in its UTC week', () => {
    const weeks = emptyWeeksUpTo(NOW);
    addCreatorToWeeks(
      weeks,
      {
        timeZone: 'Pacific/Auckland',
        // Thursday 5 Nov and then Monday 9 Nov in Auckland (still Sunday 8 Nov in UTC).
        activityMs: [ms('2026-11-05T00:00:00Z'), ms('2026-11-08T20:00:00Z')],
        checkinDates: [],
        realmsCompletedMs: [],
        // Sunday 1 Nov 23:00 UTC (Monday 2 Nov in Auckland): in the UTC week of 26 October.
        nudgesMs: [ms('2026-11-01T23:00:00Z')],
      },
      NOW,
    );
    const counted = [...weeks.values()].filter((week) => week.comebacks > 0 || week.nudged > 0);
    expect(counted).toEqual([
      expect.objectContaining({ weekStart: '2026-10-26', nudged: 1, nudgedBack: 1 }),
      expect.objectContaining({ weekStart: '2026-11-09', comebacks: 1 }),
    ]);
  });

  it('count a nudge answered only by activity within 7 days of it, and leave out older weeks', () => {
    const weeks = emptyWeeksUpTo(NOW);
    addCreatorToWeeks(
      weeks,
      {
        timeZone: 'Not/AZone',
        activityMs: [ms('2026-08-01T12:00:00Z'), ms('2026-11-10T12:00:01Z')],
        checkinDates: [],
        realmsCompletedMs: [],
        nudgesMs: [ms('2026-11-03T12:00:00Z')],
      },
      NOW,
    );
    expect(weeks.get('2026-11-02')).toMatchObject({ nudged: 1, nudgedBack: 0 });
    // The return on 10 Nov counts (in UTC, the unknown zone's stand-in); the 1 Aug start does not.
    expect([...weeks.values()].reduce((sum, week) => sum + week.comebacks, 0)).toBe(1);
    expect(weeks.get('2026-11-09')).toMatchObject({ comebacks: 1 });
  });
});
