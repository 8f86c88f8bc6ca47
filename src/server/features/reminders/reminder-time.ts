import { TZDate } from '@date-fns/tz';
import { addDays, localDateIn, type LocalDate } from '#shared/rules/calendar.ts';

/**
 * The instant it is `localTime` on `localDate` in `timeZone`. On the night
 * clocks spring forward a time that does not exist (02:30) moves forward by
 * the gap; on the night they fall back, an hour that happens twice is taken
 * once. Either way the reminder comes once that day.
 */
export function reminderInstantOn(localDate: LocalDate, localTime: string, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

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
  const todayAt = reminderInstantOn(today, input.localTime, input.timeZone);
  if (input.lastHandledOn !== today && todayAt > input.now) return todayAt;
  return reminderInstantOn(addDays(today, 1), input.localTime, input.timeZone);
}
