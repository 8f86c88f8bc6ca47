import { addDays, type LocalDate } from './calendar.ts';

/** One of a pair, on their own calendar: the dates they checked in, today, and the day the pair was made. */
export type StreakMember = {
  checkinDates: readonly LocalDate[];
  today: LocalDate;
  pairedOn: LocalDate;
};

/**
 * How many days in a row both buddies of a pair checked in, each on their own
 * calendar, counted back from today. Today not yet done by both leaves the
 * streak standing; a day either missed ends it. No rest days: it is a shared
 * run, and either buddy can see at once what keeps it going.
 *
 * Both buddies see the same number. "Today" is the earlier of their two
 * todays, so a buddy whose day has not started yet does not break the run of
 * one whose day has; days before the pair was made (on either calendar) do not
 * count, so a new pair starts from nothing.
 */
export function computeBuddyStreak(members: readonly [StreakMember, StreakMember]): number {
  const [first, second] = members;
  const secondDates = new Set(second.checkinDates);
  const both = new Set(first.checkinDates.filter((date) => secondDates.has(date)));
  const today = first.today < second.today ? first.today : second.today;
  const since = first.pairedOn > second.pairedOn ? first.pairedOn : second.pairedOn;
  let day = both.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (day >= since && both.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
