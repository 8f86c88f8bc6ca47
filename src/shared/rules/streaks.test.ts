import { describe, expect, it } from 'vitest';
import { addDays, isValidLocalDate, localDateIn, weekdayOf } from './calendar.ts';
import { checkinPromptFor } from './checkin-prompt.ts';
import { computeStreaks, type Streaks } from './streaks.ts';

const streakCases: { name: string; dates: string[]; today: string; expected: Streaks }[] = [
  {
    name: 'no check-ins, no streak',
    dates: [],
    today: '2026-11-21',
    expected: { current: 0, best: 0 },
  },
  {
    name: 'a run ending today',
    dates: ['2026-11-19', '2026-11-20', '2026-11-21'],
    today: '2026-11-21',
    expected: { current: 3, best: 3 },
  },
  {
    name: 'a run ending yesterday is still alive today',
    dates: ['2026-11-19', '2026-11-20'],
    today: '2026-11-21',
    expected: { current: 2, best: 2 },
  },
  {
    name: 'a missed day ends the current streak but keeps the best',
    dates: ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-19'],
    today: '2026-11-21',
    expected: { current: 0, best: 4 },
  },
  {
    name: 'runs cross month ends and the spring DST change',
    dates: ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-07', '2026-03-08', '2026-03-09'],
    today: '2026-03-09',
    expected: { current: 3, best: 3 },
  },
  {
    name: 'order and duplicates do not matter',
    dates: ['2026-11-21', '2026-11-20', '2026-11-20'],
    today: '2026-11-21',
    expected: { current: 2, best: 2 },
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
});
