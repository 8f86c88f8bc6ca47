import { DEFAULT_REMINDER_TIME } from '#shared/rules/reminder-time.ts';
import type { ReminderSettingsInput } from '#shared/schemas/reminders.ts';
import type { Database } from '../../db/client.ts';
import { findReminderSetting, upsertReminderSetting } from './reminders.queries.ts';
import { nextReminderAt } from './reminder-time.ts';

export type ReminderDeps = { db: Database };

/** The creator's reminder; off at 19:00 until they turn it on. */
export async function getReminderSettings(
  deps: ReminderDeps,
  input: { userId: string; timeZone: string },
) {
  const setting = await findReminderSetting(deps.db, input.userId);
  return {
    isEnabled: setting?.isEnabled ?? false,
    localTime: setting?.localTime ?? DEFAULT_REMINDER_TIME,
    timeZone: input.timeZone,
  };
}

export async function updateReminderSettings(
  deps: ReminderDeps,
  input: ReminderSettingsInput & { userId: string; timeZone: string; now: Date },
) {
  const existing = await findReminderSetting(deps.db, input.userId);
  await upsertReminderSetting(deps.db, {
    userId: input.userId,
    isEnabled: input.isEnabled,
    localTime: input.localTime,
    nextDueAt: input.isEnabled
      ? nextReminderAt({
          now: input.now,
          localTime: input.localTime,
          timeZone: input.timeZone,
          lastHandledOn: existing?.lastHandledOn ?? null,
        })
      : null,
  });
  return getReminderSettings(deps, input);
}

/** The creator moved: their reminder follows their new clock from now on. */
export async function rescheduleReminder(
  deps: ReminderDeps,
  input: { userId: string; timeZone: string; now: Date },
) {
  const existing = await findReminderSetting(deps.db, input.userId);
  if (!existing?.isEnabled) return;
  await updateReminderSettings(deps, {
    ...input,
    isEnabled: true,
    localTime: existing.localTime,
  });
}
