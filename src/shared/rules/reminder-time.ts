/** When the daily check-in reminder comes unless the creator picks another time. */
export const DEFAULT_REMINDER_TIME = '19:00';

/** 'HH:MM' on a 24-hour clock, as <input type="time"> gives it. */
export function isValidReminderTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
