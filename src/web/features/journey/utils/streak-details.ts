import { lazily } from '#shared/lazily.ts';
import type { LocalDate } from '#shared/rules/calendar.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import type { Streaks } from '#shared/rules/streaks.ts';

// Local dates are calendar days, not instants: formatted in UTC so no zone shifts them.
const restDayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

export function formatLocalDate(date: LocalDate): string {
  return restDayFormat().format(new Date(`${date}T00:00:00Z`));
}

/**
 * The lines under the streak: the best run, the rest day and freeze the current one leaned
 * on, the day it was relit, the freezes held, the risk.
 */
export function streakDetails(streak: Streaks): string[] {
  return [
    `Best: ${countOf(streak.best, nouns.day)}`,
    ...(streak.lastRestDay ? [`Rest day used ${formatLocalDate(streak.lastRestDay)}`] : []),
    ...(streak.lastFrozenDay ? [`Freeze used ${formatLocalDate(streak.lastFrozenDay)}`] : []),
    ...(streak.earnedBackOn ? [`Relit ${formatLocalDate(streak.earnedBackOn)}`] : []),
    ...(streak.freezesHeld > 0 ? [`${countOf(streak.freezesHeld, nouns.freeze)} held`] : []),
    ...(streak.isAtRisk ? ['Check in today to keep it'] : []),
  ];
}
