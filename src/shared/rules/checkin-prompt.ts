import { weekdayOf, type LocalDate } from './calendar.ts';

/** Seven prompts, Sunday first (the content's `checkinPrompts`). */
export type WeekdayPrompts = readonly [string, string, string, string, string, string, string];

/** The prompt of the day rotates with the weekday of the creator's own date. */
export function checkinPromptFor(prompts: WeekdayPrompts, date: LocalDate): string {
  return prompts[weekdayOf(date)]!;
}
