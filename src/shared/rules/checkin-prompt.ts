import { checkinPrompts } from '#content/checkin-prompts.ts';
import { weekdayOf, type LocalDate } from './calendar.ts';

/** The prompt of the day rotates with the weekday of the creator's own date. */
export function checkinPromptFor(date: LocalDate): string {
  return checkinPrompts[weekdayOf(date)]!;
}
