import { TZDate } from '@date-fns/tz';
import type { LocalDate } from './calendar.ts';

/**
 * The instant it is `localTime` ('HH:MM') on `localDate` in `timeZone`. On the
 * night clocks spring forward a time that does not exist (02:30) moves
 * forward by the gap; on the night they fall back, an hour that happens twice
 * is taken once.
 */
export function instantAt(localDate: LocalDate, localTime: string, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}
