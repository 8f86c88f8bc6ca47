import { describe, expect, it } from 'vitest';
import { addDays, isValidLocalDate, localDateIn, weekdayOf } from './calendar.ts';
import { checkinPromptFor } from './checkin-prompt.ts';
import {
  computeStreaks,
  lastRunOf,
  streakEventsOf,
  streakHistoryIn,
  type StreakHistory,
  type Streaks,
} from './streaks.ts';

/** Check-ins alone: no realm completed, so only runs of seven earn freezes. */
const onlyCheckins = (checkinDates: string[]): StreakHistory => ({
  checkinDates,
  realmsCompletedOn: [],
});
/** What the forgiving parts read when nothing was frozen or broken. */
const unforgiven = {
  lastFrozenDay: null,
  earnedBackOn: null,
  freezesHeld: 0,
  frozenDays: [],
  earnBack: null,
};

const noRest = { lastRestDay: null, isAtRisk: false };

// November 2026: Monday the 9th, 16th and 23rd start calendar weeks; the 21st is a Saturday.
const streakCases: {
  name: string;
  dates: string[];
  today: string;
  expected: Partial<Streaks>;
}[] = [
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
    // The seventh check-in (the 16th) earned a freeze, held since.
    expected: {
      current: 10,
      best: 10,
      lastRestDay: '2026-11-18',
      isAtRisk: false,
      freezesHeld: 1,
    },
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
    // Thursday the 31st rested (four check-ins ran on); Saturday the 2nd, same week, broke the
    // run, and Sunday's check-in is the first of two that would earn it back.
    expected: {
      current: 1,
      best: 4,
      ...noRest,
      earnBack: { streak: 4, daysDone: 1, daysNeeded: 2, lastDay: '2027-01-05' },
    },
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
    expect(computeStreaks(onlyCheckins(dates), today)).toEqual({ ...unforgiven, ...expected });
  });

  it('counts "today" in the creator’s zone: the same instant is checked in for one, pending for another', () => {
    // Sunday the 8th (New York springs forward) rested the week of 2 March; Tuesday the
    // 10th rests the week of 9 March.
    const dates = ['2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'];
    const instant = new Date('2026-03-12T03:30:00Z');
    // Still Wednesday the 11th in Los Angeles: checked in, nothing at stake.
    expect(
      computeStreaks(onlyCheckins(dates), localDateIn('America/Los_Angeles', instant)),
    ).toEqual({
      current: 4,
      best: 4,
      lastRestDay: '2026-03-10',
      isAtRisk: false,
      ...unforgiven,
    });
    // Already Thursday the 12th in Tokyo: this week's rest day is spent, so today is at risk.
    expect(computeStreaks(onlyCheckins(dates), localDateIn('Asia/Tokyo', instant))).toEqual({
      current: 4,
      best: 4,
      lastRestDay: '2026-03-10',
      isAtRisk: true,
      ...unforgiven,
    });
  });

  it('breaks the run once a rested week’s second missed day is over, in the creator’s zone', () => {
    const dates = ['2026-03-06', '2026-03-07', '2026-03-09', '2026-03-11'];
    // 00:30 on Friday the 13th in New York (EDT, UTC-4): Thursday the 12th was missed too.
    const today = localDateIn('America/New_York', new Date('2026-03-13T04:30:00Z'));
    expect(today).toBe('2026-03-13');
    expect(computeStreaks(onlyCheckins(dates), today)).toMatchObject({
      current: 0,
      best: 4,
      ...noRest,
    });
    // One hour earlier it was still Thursday there: alive, and at risk.
    const stillThursday = localDateIn('America/New_York', new Date('2026-03-13T03:30:00Z'));
    expect(computeStreaks(onlyCheckins(dates), stillThursday)).toMatchObject({
      current: 4,
      isAtRisk: true,
    });
  });
});

describe('lastRunOf', () => {
  it('has no run without check-ins', () => {
    expect(lastRunOf(onlyCheckins([]))).toBeNull();
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
      const history = onlyCheckins(dates);
      const last = lastRunOf(history)!;
      expect(last.run).toBe(computeStreaks(history, dates.at(-1)!).current);
      for (let offset = 0; offset < 10; offset += 1) {
        const day = addDays(dates.at(-1)!, offset);
        expect(computeStreaks(history, day).current, `${dates.join(',')} on ${day}`).toBe(
          day < last.lostOn ? last.run : 0,
        );
      }
    }
  });
});

/** Every day from `from` to `to` inclusive, but the ones left out. */
function daysFrom(from: string, to: string, leaveOut: string[] = []): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    if (!leaveOut.includes(day)) days.push(day);
  return days;
}

describe('freezes', () => {
  // Monday 2 to Sunday 15 November 2026: two whole weeks, fourteen check-ins, two freezes.
  const twoWeeks = daysFrom('2026-11-02', '2026-11-15');

  it('are earned by each seven check-ins of a run, two at most', () => {
    expect(
      computeStreaks(onlyCheckins(daysFrom('2026-11-02', '2026-11-07')), '2026-11-07'),
    ).toMatchObject({ current: 6, freezesHeld: 0 });
    expect(
      computeStreaks(onlyCheckins(daysFrom('2026-11-02', '2026-11-08')), '2026-11-08'),
    ).toMatchObject({ current: 7, freezesHeld: 1 });
    expect(
      computeStreaks(onlyCheckins(daysFrom('2026-11-02', '2026-11-22')), '2026-11-22'),
    ).toMatchObject({ current: 21, freezesHeld: 2 });
  });

  it('are earned by each realm completed, on the day it was completed, two at most', () => {
    const history = { checkinDates: ['2026-11-20'], realmsCompletedOn: ['2026-11-19'] };
    expect(computeStreaks(history, '2026-11-20')).toMatchObject({ current: 1, freezesHeld: 1 });
    const threeRealms = {
      checkinDates: ['2026-11-20'],
      realmsCompletedOn: ['2026-11-10', '2026-11-12', '2026-11-19'],
    };
    expect(computeStreaks(threeRealms, '2026-11-20')).toMatchObject({ freezesHeld: 2 });
  });

  it('cover a missed day only once the week’s rest day is spent, one a day, in order', () => {
    // Missed Monday 16 (the rest day), Tuesday 17 and Wednesday 18 (both freezes).
    const dates = [...twoWeeks, '2026-11-19'];
    expect(computeStreaks(onlyCheckins(dates), '2026-11-19')).toEqual({
      current: 15,
      best: 15,
      lastRestDay: '2026-11-16',
      lastFrozenDay: '2026-11-18',
      earnedBackOn: null,
      isAtRisk: false,
      freezesHeld: 0,
      frozenDays: ['2026-11-17', '2026-11-18'],
      earnBack: null,
    });
  });

  it('make a day at risk only when none is left', () => {
    // Rest day Monday 16 spent, no check-in yet on Tuesday: a freeze stands behind today.
    expect(computeStreaks(onlyCheckins(twoWeeks), '2026-11-17')).toMatchObject({
      current: 14,
      isAtRisk: false,
      freezesHeld: 2,
    });
    // Both spent on the 17th and 18th: Thursday the 19th is at risk.
    expect(computeStreaks(onlyCheckins(twoWeeks), '2026-11-19')).toMatchObject({
      current: 14,
      isAtRisk: true,
      freezesHeld: 0,
      frozenDays: ['2026-11-17', '2026-11-18'],
    });
    // And missing it too ends the run, which can then be earned back.
    expect(computeStreaks(onlyCheckins(twoWeeks), '2026-11-20')).toMatchObject({
      current: 0,
      best: 14,
      earnBack: { streak: 14, daysDone: 0, daysNeeded: 2, lastDay: '2026-11-22' },
    });
  });

  it('are earned on the UTC day of a realm completed by a creator whose stored zone no one knows', () => {
    expect(streakHistoryIn('Mars/Olympus', [], ['2026-11-19T23:30:00Z'])).toEqual({
      checkinDates: [],
      realmsCompletedOn: ['2026-11-19'],
    });
    expect(streakHistoryIn('Asia/Tokyo', [], ['2026-11-19T23:30:00Z']).realmsCompletedOn).toEqual([
      '2026-11-20',
    ]);
  });

  it('are kept after a run breaks, for the next one', () => {
    const history = {
      checkinDates: ['2026-11-10', '2026-11-11', '2026-11-20'],
      realmsCompletedOn: ['2026-11-01', '2026-11-02', '2026-11-03'],
    };
    // The run of the 10th and 11th used both freezes on the 13th and 14th (the 12th rested):
    // none is left for the new run.
    expect(computeStreaks(history, '2026-11-20')).toMatchObject({
      current: 1,
      freezesHeld: 0,
      frozenDays: ['2026-11-13', '2026-11-14'],
    });
  });
});

describe('earning a streak back', () => {
  // Eleven check-ins, Monday 2 to Friday 13 November with Sunday 8 rested (the seventh, on the 9th,
  // earned a freeze); Saturday 14 rests the second week; the freeze covers Sunday 15; Monday 16
  // (a new week) rests; Tuesday 17 is at risk, and missing it breaks the run.
  const elevenDays = daysFrom('2026-11-02', '2026-11-13', ['2026-11-08']);
  const broken = { streak: 11, daysNeeded: 2, lastDay: '2026-11-20' };

  it('is offered from the day after the break, for three days', () => {
    expect(computeStreaks(onlyCheckins(elevenDays), '2026-11-17')).toMatchObject({
      current: 11,
      isAtRisk: true,
    });
    expect(computeStreaks(onlyCheckins(elevenDays), '2026-11-18')).toMatchObject({
      current: 0,
      best: 11,
      earnBack: { ...broken, daysDone: 0 },
    });
  });

  it('gives the old count back with the second check-in in the window, the days done added', () => {
    const oneDay = onlyCheckins([...elevenDays, '2026-11-18']);
    expect(computeStreaks(oneDay, '2026-11-18')).toMatchObject({
      current: 1,
      earnBack: { ...broken, daysDone: 1 },
    });
    expect(computeStreaks(oneDay, '2026-11-19')).toMatchObject({ earnBack: { daysDone: 1 } });
    const twoDays = onlyCheckins([...elevenDays, '2026-11-18', '2026-11-20']);
    expect(computeStreaks(twoDays, '2026-11-20')).toMatchObject({
      current: 13,
      best: 13,
      earnBack: null,
      earnedBackOn: '2026-11-20',
    });
    // The restored run goes on as any other: the 21st is not missed yet.
    expect(computeStreaks(twoDays, '2026-11-21')).toMatchObject({ current: 13 });
  });

  it('is gone once the days left cannot make it, and after the window', () => {
    // Nothing on the 18th or 19th: the 20th alone cannot make two days.
    expect(computeStreaks(onlyCheckins(elevenDays), '2026-11-20')).toMatchObject({
      earnBack: null,
    });
    // One day on the 20th and the window is over: it stays a new run of one.
    const late = onlyCheckins([...elevenDays, '2026-11-20', '2026-11-21']);
    expect(computeStreaks(late, '2026-11-21')).toMatchObject({ current: 2, earnBack: null });
  });

  it('is not offered for a run of fewer than three days', () => {
    const dates = ['2026-11-10', '2026-11-11'];
    // Thursday 12 rested, Friday 13 broke it.
    expect(computeStreaks(onlyCheckins(dates), '2026-11-14')).toMatchObject({
      current: 0,
      earnBack: null,
    });
  });

  it('counts the creator’s own days across both daylight-saving changes', () => {
    // Europe/London falls back on Sunday 25 October 2026, America/New_York on Sunday 1 November:
    // each is a 25-hour day, and still one day of the window.
    for (const { timeZone, changeDay, lateMondayAfter } of [
      // 23:30 on Monday the 26th in London (GMT again, UTC+0).
      { timeZone: 'Europe/London', changeDay: '2026-10-25', lateMondayAfter: '2026-10-26T23:30Z' },
      // 23:30 on Monday the 2nd in New York (EST again, UTC-5).
      {
        timeZone: 'America/New_York',
        changeDay: '2026-11-01',
        lateMondayAfter: '2026-11-03T04:30Z',
      },
    ]) {
      // Monday to Friday checked in, Saturday rests, the change day breaks the run of five.
      const dates = daysFrom(addDays(changeDay, -6), addDays(changeDay, -2));
      const monday = localDateIn(timeZone, new Date(lateMondayAfter));
      expect(monday, timeZone).toBe(addDays(changeDay, 1));
      expect(computeStreaks(onlyCheckins([...dates, monday]), monday), timeZone).toMatchObject({
        current: 1,
        earnBack: { streak: 5, daysDone: 1, lastDay: addDays(changeDay, 3) },
      });
      const tuesday = addDays(monday, 1);
      expect(computeStreaks(onlyCheckins([...dates, monday, tuesday]), tuesday)).toMatchObject({
        current: 7,
        earnBack: null,
      });
    }
  });

  it('keeps the dates written in each zone when the creator moves mid-streak', () => {
    // Checked in on Tokyo dates to the 12th, then in Los Angeles: "today" there is still the 12th
    // while Tokyo's check-in of the 13th already stands, dated ahead of today.
    const dates = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    const instant = new Date('2026-11-13T02:00:00Z');
    expect(localDateIn('America/Los_Angeles', instant)).toBe('2026-11-12');
    expect(
      computeStreaks(onlyCheckins(dates), localDateIn('America/Los_Angeles', instant)),
    ).toMatchObject({ current: 4, best: 5, isAtRisk: false });
    expect(computeStreaks(onlyCheckins(dates), localDateIn('Asia/Tokyo', instant))).toMatchObject({
      current: 5,
      best: 5,
    });
  });

  it('leaves lastRunOf in step: a run earned back is the run that holds the last check-in', () => {
    const history = onlyCheckins([...elevenDays, '2026-11-18', '2026-11-20']);
    const last = lastRunOf(history)!;
    expect(last.run).toBe(13);
    for (let offset = 0; offset < 14; offset += 1) {
      const day = addDays('2026-11-20', offset);
      expect(computeStreaks(history, day).current, day).toBe(day < last.lostOn ? 13 : 0);
    }
  });
});

describe('streakEventsOf', () => {
  const days = (from: number, to: number) =>
    Array.from(
      { length: to - from + 1 },
      (_, index) => `2026-11-${String(from + index).padStart(2, '0')}`,
    );
  // 2–9 Nov: eight check-ins (the seventh earns a freeze). Tue 10 rested, Wed 11 frozen, Thu 12
  // breaks the run of 8 (and frees the week's rest day again); 13 and 14 earn it back (the run
  // of 10 earns a freeze). Sun 15 and Mon 16 rested, Tue 17 frozen, 18 and 19 checked in, Fri
  // 20 breaks the run of 12; 21 and 22 earn it back.
  const history = onlyCheckins([
    ...days(2, 9),
    '2026-11-13',
    '2026-11-14',
    ...days(18, 19),
    ...days(21, 22),
  ]);

  it('lists every earn-back and every frozen day, where computeStreaks keeps only the current run’s', () => {
    expect(streakEventsOf(history, '2026-11-23')).toEqual({
      earnedBackDays: ['2026-11-14', '2026-11-22'],
      frozenDays: ['2026-11-11', '2026-11-17'],
    });
    expect(computeStreaks(history, '2026-11-23')).toMatchObject({
      current: 14,
      earnedBackOn: '2026-11-22',
      frozenDays: ['2026-11-11', '2026-11-17'],
    });
  });

  it('counts nothing after today, and agrees with computeStreaks’ frozen days on every day', () => {
    expect(streakEventsOf(history, '2026-11-16')).toEqual({
      earnedBackDays: ['2026-11-14'],
      frozenDays: ['2026-11-11'],
    });
    for (const today of days(2, 30))
      expect(streakEventsOf(history, today).frozenDays).toEqual(
        computeStreaks(history, today).frozenDays,
      );
  });

  it('is empty without check-ins, or with runs that never broke or froze', () => {
    expect(streakEventsOf(onlyCheckins([]), '2026-11-20')).toEqual({
      earnedBackDays: [],
      frozenDays: [],
    });
    expect(streakEventsOf(onlyCheckins(days(2, 5)), '2026-11-05')).toEqual({
      earnedBackDays: [],
      frozenDays: [],
    });
  });
});
