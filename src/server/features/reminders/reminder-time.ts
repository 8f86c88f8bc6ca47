import { addDays, localDateIn, type LocalDate } from '#shared/rules/calendar.ts';
import { instantAt } from '#shared/rules/local-time.ts';

/**
 * When the reminder is next due after the creator changed it (or their time
 * zone): today's time if it is still ahead and today was not handled yet,
 * otherwise tomorrow's.
 */
export function nextReminderAt(input: {
  now: Date;
  localTime: string;
  timeZone: string;
  lastHandledOn: LocalDate | null;
}): Date {
  const today = localDateIn(input.timeZone, input.now);
  const todayAt = instantAt(today, input.localTime, input.timeZone);
  if (input.lastHandledOn !== today && todayAt > input.now) return todayAt;
  return instantAt(addDays(today, 1), input.localTime, input.timeZone);
}
