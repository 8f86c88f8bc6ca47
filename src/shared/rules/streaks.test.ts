import { describe, expect, it } from 'vitest';
import { addDays, isValidLocalDate, localDateIn, weekdayOf } from './calendar.ts';
import { checkinPromptFor } from './checkin-prompt.ts';
import { computeStreaks, lastRunOf, type Streaks } from './streaks.ts';

const noRest = { lastRestDay: null, isAtRisk: false };

// November 2026: Monday the 9th, 16th and 23rd start calendar weeks; the 21st is a Saturday.
const streakCases: { name: string; dates: string[]; today: string; expected: Streaks }[] = [
  {
    name: 'no check-ins, no streak',
    dates: [],
    today: '2026-11-21',
    expected: { current: 0, best: 0, ...noRest },
  },
  {
    name: 'a run ending today',
    dates: ['2026-11-19', '2026-11-20', '2026-11-21'],
    today: '2026-11-21',
    expected: { current: 3, best: 3, ...noRest },
  },
  {
    name: 'a run ending yesterday is still alive today',
    dates: ['2026-11-19', '2026-11-20'],
    today: '2026-11-21',
    expected: { current: 2, best: 2, ...noRest },
  },
  {
    name: 'one missed day inside a week is a rest day: the run goes on, counting check-ins',
    dates: ['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21'],
    today: '2026-11-21',
    expected: { current: 5, best: 5, lastRestDay: '2026-11-18', isAtRisk: false },
  },
  {
    name: 'a second missed day in the same week breaks the run, and the best is kept',
    dates: ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-19'],
    today: '2026-11-21',
    // Sat 14th was the rest day, Sun 15th broke the run; Fri 20th rests the new one.
    expected: { current: 1, best: 4, lastRestDay: '2026-11-20', isAtRisk: true },
  },
  {
    name: 'each calendar week has its own rest day',
    dates: [
      ...['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'],
      ...['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20'],
    ],
    today: '2026-11-20',
    expected: { current: 10, best: 10, lastRestDay: '2026-11-18', isAtRisk: false },
  },
  {
    name: 'a Sunday and the Monday after it are rest days of two different weeks',
    dates: ['2026-11-13', '2026-11-14', '2026-11-17'],
    today: '2026-11-17',
    expected: { current: 3, best: 3, lastRestDay: '2026-11-16', isAtRisk: false },
  },
  {
    name: 'the week’s rest day spent and no check-in yet today: the streak is at risk',
    dates: ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-17'],
    today: '2026-11-18',
    expected: { current: 4, best: 4, lastRestDay: '2026-11-16', isAtRisk: true },
  },
  {
    name: 'a new week brings a new rest day: yesterday’s Sunday rest puts Monday at no risk',
    dates: ['2026-11-20', '2026-11-21'],
    today: '2026-11-23',
    expected: { current: 2, best: 2, lastRestDay: '2026-11-22', isAtRisk: false },
  },
  {
    name: 'days missed before the first check-in are not rest days',
    dates: ['2026-11-20'],
    today: '2026-11-20',
    expected: { current: 1, best: 1, ...noRest },
  },
  {
    name: 'weeks run Monday to Sunday across the new year: two misses in that week break the run',
    dates: ['2026-12-28', '2026-12-29', '2026-12-30', '2027-01-01', '2027-01-03'],
    today: '2027-01-03',
    // Thursday the 31st rested (four check-ins ran on); Saturday the 2nd, same week, broke the run.
    expected: { current: 1, best: 4, ...noRest },
  },
  {
    name: 'the spring DST change (Sunday 2026-03-08) is one ordinary day, restable like any other',
    dates: ['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09', '2026-03-10'],
    today: '2026-03-10',
    expected: { current: 5, best: 5, lastRestDay: '2026-03-08', isAtRisk: false },
  },
  {
    name: 'the autumn DST change (Sunday 2026-11-01) neither adds nor loses a day',
    dates: ['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'],
    today: '2026-11-02',
    expected: { current: 5, best: 5, ...noRest },
  },
  {
    name: 'a leap day is a day like any other: 28 February, 29 February and 1 March run on',
    dates: ['2028-02-28', '2028-02-29', '2028-03-01'],
    today: '2028-03-01',
    expected: { current: 3, best: 3, ...noRest },
  },
  {
    name: 'order and duplicates do not matter',
    dates: ['2026-11-21', '2026-11-20', '2026-11-20'],
    today: '2026-11-21',
    expected: { current: 2, best: 2, ...noRest },
  },
];

describe('localDateIn', () => {
  it('gives the creator’s own date, not the server’s', () => {
    const instant = new Date('2026-03-10T03:30:00Z');
    expect(localDateIn('UTC', instant)).toBe('2026-03-10');
    expect(localDateIn('America/Los_Angeles', instant)).toBe('2026-03-09');
    expect(localDateIn('Asia/Tokyo', instant)).toBe('2026-03-10');
    expect(localDateIn('Pacific/Kiritimati', new Date('2026-03-09T10:00:00Z'))).toBe('2026-03-10');
  });

  it('turns the day exactly at local midnight', () => {
    expect(localDateIn('Europe/Paris', new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(localDateIn('Europe/Paris', new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
  });

  it('handles the days clocks change', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(localDateIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(localDateIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(localDateIn('America/New_York', new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(localDateIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(localDateIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe('calendar arithmetic', () => {
  it('steps across month, year and DST boundaries one whole day at a time', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('tells real dates from look-alikes', () => {
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    expect(isValidLocalDate('2026-02-29')).toBe(false);
    expect(isValidLocalDate('2026-13-01')).toBe(false);
    expect(isValidLocalDate('21/11/2026')).toBe(false);
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
  });
});

describe('checkinPromptFor', () => {
  const prompts = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

  it('rotates through seven prompts by weekday, Sunday first', () => {
    const week = Array.from({ length: 7 }, (_, day) =>
      checkinPromptFor(prompts, addDays('2026-11-22', day)),
    );
    expect(week).toEqual([...prompts]);
    expect(checkinPromptFor(prompts, '2026-11-29')).toBe('Sun');
  });
});

describe('computeStreaks', () => {
  it.each(streakCases)('$name', ({ dates, today, expected }) => {
    expect(computeStreaks(dates, today)).toEqual(expected);
  });

  it('counts "today" in the creator’s zone: the same instant is checked in for one, pending for another', () => {
    // Sunday the 8th (New York springs forward) rested the week of 2 March; Tuesday the
    // 10th rests the week of 9 March.
    const dates = ['2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'];
    const instant = new Date('2026-03-12T03:30:00Z');
    // Still Wednesday the 11th in Los Angeles: checked in, nothing at stake.
    expect(computeStreaks(dates, localDateIn('America/Los_Angeles', instant))).toEqual({
      current: 4,
      best: 4,
      lastRestDay: '2026-03-10',
      isAtRisk: false,
    });
    // Already Thursday the 12th in Tokyo: this week's rest day is spent, so today is at risk.
    expect(computeStreaks(dates, localDateIn('Asia/Tokyo', instant))).toEqual({
      current: 4,
      best: 4,
      lastRestDay: '2026-03-10',
      isAtRisk: true,
    });
  });

  it('breaks the run once a rested week’s second missed day is over, in the creator’s zone', () => {
    const dates = ['2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'];
    // 00:30 on Friday the 13th in New York (EDT, UTC-4): Thursday the 12th was missed too.
    const today = localDateIn('America/New_York', new Date('2026-03-13T04:30:00Z'));
    expect(today).toBe('2026-03-13');
    expect(computeStreaks(dates, today)).toEqual({ current: 0, best: 4, ...noRest });
    // One hour earlier it was still Thursday there: alive, and at risk.
    const stillThursday = localDateIn('America/New_York', new Date('2026-03-13T03:30:00Z'));
    expect(computeStreaks(dates, stillThursday)).toMatchObject({ current: 4, isAtRisk: true });
  });
});

describe('lastRunOf', () => {
  it('has no run without check-ins', () => {
    expect(lastRunOf([])).toBeNull();
  });

  it('agrees with computeStreaks on every later day: the run before lostOn, 0 from it', () => {
    const cases = [
      // Wednesday to Friday: Saturday rests the week, Sunday's miss ends it (read on Monday).
      ['2026-11-18', '2026-11-19', '2026-11-20'],
      // Ending on a Sunday: Monday rests the new week, Tuesday ends it.
      ['2026-11-20', '2026-11-21', '2026-11-22'],
      // The week's rest day already spent on the 17th: the first missed day ends it.
      ['2026-11-16', '2026-11-18', '2026-11-19'],
      ['2026-11-19'],
    ];
    for (const dates of cases) {
      const last = lastRunOf(dates)!;
      expect(last.run).toBe(computeStreaks(dates, dates.at(-1)!).current);
      for (let offset = 0; offset < 10; offset += 1) {
        const day = addDays(dates.at(-1)!, offset);
        expect(computeStreaks(dates, day).current, `${dates.join(',')} on ${day}`).toBe(
          day < last.lostOn ? last.run : 0,
        );
      }
    }
  });
});
