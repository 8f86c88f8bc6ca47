import { z } from 'zod';
import { isValidReminderTime } from '../rules/reminder-time.ts';

export const reminderSettingsInputSchema = z.object({
  isEnabled: z.boolean(),
  localTime: z.string().max(5).refine(isValidReminderTime, 'must be a time such as 19:00'),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;
