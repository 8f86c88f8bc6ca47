import { describe, expect, it } from 'vitest';
import { computeBuddyStreak, type StreakMember } from './buddy-streak.ts';
import { localDateIn } from './calendar.ts';

const member = (
  checkinDates: string[],
  today = '2026-11-21',
  pairedOn = '2026-11-01',
): StreakMember => ({ checkinDates, today, pairedOn });

const days = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, index) => `2026-11-${String(from + index).padStart(2, '0')}`,
  );

describe('computeBuddyStreak', () => {
  it('counts the days in a row both checked in, up to today', () => {
    expect(computeBuddyStreak([member(days(15, 21)), member(days(17, 21))])).toBe(5);
  });

  it('is the same whichever buddy asks', () => {
    const maya = member(days(10, 21), '2026-11-21', '2026-11-05');
    const jonas = member(days(12, 20), '2026-11-21', '2026-11-06');
    expect(computeBuddyStreak([maya, jonas])).toBe(computeBuddyStreak([jonas, maya]));
  });

  it('ends at a day either of them missed', () => {
    const missedByOne = days(15, 21).filter((date) => date !== '2026-11-19');
    expect(computeBuddyStreak([member(days(15, 21)), member(missedByOne)])).toBe(2);
    expect(computeBuddyStreak([member(missedByOne), member(days(15, 21))])).toBe(2);
  });

  it('leaves the streak standing while today is not yet done by both', () => {
    expect(computeBuddyStreak([member(days(15, 21)), member(days(15, 20))])).toBe(6);
    expect(computeBuddyStreak([member(days(15, 20)), member(days(15, 20))])).toBe(6);
  });

  it('is broken once yesterday was missed by either', () => {
    expect(computeBuddyStreak([member(days(15, 21)), member(days(15, 19))])).toBe(0);
    expect(computeBuddyStreak([member([]), member(days(15, 21))])).toBe(0);
  });

  it('counts only the days since the pair was made, however long each checked in before', () => {
    expect(
      computeBuddyStreak([
        member(days(1, 21), '2026-11-21', '2026-11-19'),
        member(days(1, 21), '2026-11-21', '2026-11-19'),
      ]),
    ).toBe(3);
    // Made just before midnight in London, already the next day in Tokyo: the later day counts.
    expect(
      computeBuddyStreak([
        member(days(1, 21), '2026-11-21', '2026-11-19'),
        member(days(1, 21), '2026-11-21', '2026-11-20'),
      ]),
    ).toBe(2);
    expect(
      computeBuddyStreak([
        member(['2026-11-21'], '2026-11-21', '2026-11-21'),
        member(['2026-11-21'], '2026-11-21', '2026-11-21'),
      ]),
    ).toBe(1);
  });

  it('does not break the run of a buddy whose day began before the other’s', () => {
    // Tokyo is already on the 22nd; New York is still on the 21st and may yet check in.
    const tokyo = member(days(15, 22), '2026-11-22');
    const newYork = member(days(15, 20), '2026-11-21');
    expect(computeBuddyStreak([tokyo, newYork])).toBe(6);
  });

  it('counts local dates, so the clock changes in London and New York change nothing', () => {
    // Both check in at 23:30 on their own clocks from Oct 24 to Nov 2, 2026. London leaves
    // summer time on Oct 25 (UTC+1 → UTC), New York on Nov 1 (UTC−4 → UTC−5).
    const dates = Array.from({ length: 10 }, (_, index) =>
      new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10),
    );
    const at = (date: string, utcOffsetHours: number) =>
      new Date(Date.parse(`${date}T23:30:00Z`) - utcOffsetHours * 3_600_000);
    const london = dates.map((date) =>
      localDateIn('Europe/London', at(date, date < '2026-10-25' ? 1 : 0)),
    );
    const newYork = dates.map((date) =>
      localDateIn('America/New_York', at(date, date < '2026-11-01' ? -4 : -5)),
    );
    expect(london).toEqual(dates);
    expect(newYork).toEqual(dates);
    expect(
      computeBuddyStreak([
        member(london, '2026-11-02', '2026-10-20'),
        member(newYork, '2026-11-02', '2026-10-20'),
      ]),
    ).toBe(10);
  });
});
